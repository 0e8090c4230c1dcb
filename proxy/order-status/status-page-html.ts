/**
 * The proxy's own status page for one order (`GET /api/orders/<OrderNumber>/page`): what the thank-you
 * page shows, in the same words (orgs/order-result-text.ts) and the same look (the frame of the proxy's
 * own pages, `../own-pages/proxy-page.ts`: the forms' stylesheet, the org's name and logo, the language
 * switch, a link back to the form), for a browser without script. One answer per request, so an order
 * still being confirmed reads as the thank-you page's ending (receipt by email, the organisation's
 * contact) with a link to ask again. No script; it carries no donor data; every text is escaped. It is
 * written in the look's language (the page the order came from names it in the address), from the
 * catalogue's `thankYou` area.
 */
import escapeHtml from 'escape-html';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import type { Language } from '../../orgs/i18n/languages.ts';
import { lineParts, ORDER_NUMBER_CLASS } from '../../orgs/order-number-groups.ts';
import { phaseOfState, receiptLocale, resultText, type OrgContact, type ResultPhase } from '../../orgs/order-result-text.ts';
import { kindNamed } from '../../orgs/kinds.ts';
import type { PaymentName } from '../../orgs/payment-words.ts';
import type { PageLook } from '../own-pages/page-look.ts';
import { proxyPage, type ProxyPage } from '../own-pages/proxy-page.ts';
import { publicStatus, type OrderStatusView } from './order-status-view.ts';

/** PayPro's and the charities' zone (UTC+5, no daylight saving): the paid time is shown in it, zone named. */
export const STATUS_PAGE_TIME_ZONE = 'Asia/Karachi';

export interface StatusPageContext {
  /** The organisation of the order's form: its name in the page's language and the contact its org file gives. */
  org: OrgContact;
  /** This page again (e.g. '?order=<OrderNumber>'), for the link shown while the order is not final. */
  checkAgainUrl?: string;
  /** This page's address in another language, for the language switch. */
  inLanguage: (language: Language) => string;
  /** What the form's payments are called (`paymentOf` the form); absent (a form gone from its org file): its kind's. */
  payment?: PaymentName;
}

/** `text` escaped, the order number in it as its groups with a line break allowed only between them. */
function paragraphHtml(text: string, orderNumber: string | undefined): string {
  return lineParts(text, orderNumber)
    .map((part) =>
      'text' in part
        ? escapeHtml(part.text)
        : `<span class="${ORDER_NUMBER_CLASS}" dir="ltr">${part.orderNumberGroups.map((group) => `<span>${escapeHtml(group)}</span>`).join('<wbr>')}</span>`,
    )
    .join('');
}

/** A paragraph of text (the order number in it drawn in groups), or of one link. */
const paragraph = (text: string, orderNumber?: string) => `<p>${paragraphHtml(text, orderNumber)}</p>`;
const linkParagraph = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

/** The page's phase for a state: one not final is `unconfirmed`, as nobody keeps asking here. */
export function statusPagePhase(view: Pick<OrderStatusView, 'state'>): ResultPhase {
  const phase = phaseOfState(view.state);
  return phase === 'confirming' ? 'unconfirmed' : phase;
}

/**
 * The status page of `view` in `look` (its language, org and form: the try-again link goes to
 * `look.formUrl`, and without one there is none); `context.org` names the org in the look's language.
 */
export function statusPage(view: OrderStatusView, context: StatusPageContext, look: PageLook): ProxyPage {
  const { t } = translatorFor(look.language);
  const phase = statusPagePhase(view);
  const text = resultText(
    phase,
    {
      payment: context.payment ?? kindNamed(view.formKind).paymentName,
      org: context.org,
      orderNumber: view.orderNumber,
      status: publicStatus(view),
      timeZone: STATUS_PAGE_TIME_ZONE,
      locale: receiptLocale(look.language),
    },
    t,
  );
  const result = text.paragraphs.map((line) => paragraph(line, view.orderNumber));
  if (text.tryAgain && look.formUrl) result.push(linkParagraph(look.formUrl, t('thankYou.tryAgain')));
  const body = [`<div class="result result--${phase}">\n${result.join('\n')}\n</div>`];
  if (phase === 'unconfirmed' && context.checkAgainUrl) body.push(linkParagraph(context.checkAgainUrl, t('thankYou.checkAgain')));
  return proxyPage(
    { ...look, orgName: context.org.displayName },
    {
      title: t('thankYou.statusTitle', { org: context.org.displayName }),
      body: body.join('\n'),
      inLanguage: context.inLanguage,
      noindex: true,
    },
  );
}

/**
 * The page for an OrderNumber the proxy does not hold, or a malformed one: neutral, naming no org or
 * order, in `look` (one that names no form); `inLanguage` gives it in another language.
 */
export function notFoundPage(look: PageLook, inLanguage: (language: Language) => string): ProxyPage {
  const { t } = translatorFor(look.language);
  return proxyPage(look, {
    title: t('thankYou.notFoundTitle'),
    heading: t('thankYou.notFoundTitle'),
    body: resultText('not-found', {}, t)
      .paragraphs.map((line) => paragraph(line))
      .join('\n'),
    inLanguage,
    noindex: true,
  });
}
