/**
 * The proxy's own status page for one order (`GET /api/orders/<OrderNumber>/page`): what the thank-you
 * page shows, in the same words (orgs/order-result-text.ts), for a browser without script. One answer
 * per request, so an order still being confirmed reads as the thank-you page's ending (receipt by email,
 * the organisation's contact) with a link to ask again. Like the proxy's other short pages it has no
 * script, no style and no external resource, so the proxy's default Content-Security-Policy
 * (`default-src 'none'`) applies unchanged; it carries no donor data. Every text is escaped. It is
 * written in the language of the page the order came from (`?lang=`, set by the proxy where it sends
 * the payer after a post without JavaScript), from the catalogue's `thankYou` area.
 */
import { translatorFor } from '../../i18n/compile.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages.ts';
import { phaseOfState, receiptLocale, resultText, type OrgContact, type ResultPhase } from '../../orgs/order-result-text.ts';
import { PAYMENT_OF_KIND, type PaymentName } from '../../orgs/payment-words.ts';
import escapeHtml from 'escape-html';
import { lineParts, ORDER_NUMBER_CLASS } from '../../orgs/order-number-groups.ts';
import { proxyPageHtml } from '../no-script/short-page.ts';
import { publicStatus, type OrderStatusView } from './order-status-view.ts';

/** PayPro's and the charities' zone (UTC+5, no daylight saving): the paid time is shown in it, zone named. */
export const STATUS_PAGE_TIME_ZONE = 'Asia/Karachi';

export interface StatusPageContext {
  /** The organisation of the order's form: its name and the contact its org file gives. */
  org: OrgContact;
  /** The form's page, for the try-again link of an order that was not paid; absent: no link. */
  formUrl?: string;
  /** This page again (e.g. '?order=<OrderNumber>'), for the link shown while the order is not final. */
  checkAgainUrl?: string;
  /** What the form's payments are called (`paymentOf` the form); absent (a form gone from its org file): its kind's. */
  payment?: PaymentName;
}

interface PageParts {
  language: Language;
  title: string;
  heading: string;
  paragraphs: string[];
  /** The order's number, drawn in groups wherever a paragraph names it (`lineParts`). */
  orderNumber?: string;
  links: { href: string; text: string }[];
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

/** The whole document, doctype included. */
function page({ language, title, heading, paragraphs, orderNumber, links }: PageParts): string {
  const body = [
    `<h1>${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((text) => `<p>${paragraphHtml(text, orderNumber)}</p>`),
    ...links.map(({ href, text }) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`),
  ];
  // An order's page is nobody's search result.
  return proxyPageHtml(language, title, body.join('\n'), '<meta name="robots" content="noindex">');
}

/** The page's phase for a state: one not final is `unconfirmed`, as nobody keeps asking here. */
export function statusPagePhase(view: Pick<OrderStatusView, 'state'>): ResultPhase {
  const phase = phaseOfState(view.state);
  return phase === 'confirming' ? 'unconfirmed' : phase;
}

/** The status page of `view` in `language` (default English); `context.org` names the org in that language. */
export function statusPageHtml(view: OrderStatusView, context: StatusPageContext, language: Language = DEFAULT_LANGUAGE): string {
  const { t } = translatorFor(language);
  const phase = statusPagePhase(view);
  const text = resultText(
    phase,
    {
      payment: context.payment ?? PAYMENT_OF_KIND[view.formKind],
      org: context.org,
      orderNumber: view.orderNumber,
      status: publicStatus(view),
      timeZone: STATUS_PAGE_TIME_ZONE,
      locale: receiptLocale(language),
    },
    t,
  );
  const links: PageParts['links'] = [];
  if (text.tryAgain && context.formUrl) links.push({ href: context.formUrl, text: t('thankYou.tryAgain') });
  if (phase === 'unconfirmed' && context.checkAgainUrl) links.push({ href: context.checkAgainUrl, text: t('thankYou.checkAgain') });
  const { displayName } = context.org;
  return page({
    language,
    title: t('thankYou.statusTitle', { org: displayName }),
    heading: displayName,
    paragraphs: text.paragraphs,
    orderNumber: view.orderNumber,
    links,
  });
}

/** The page for an OrderNumber the proxy does not hold, or a malformed one: neutral, naming no org. */
export function notFoundPageHtml(language: Language = DEFAULT_LANGUAGE): string {
  const { t } = translatorFor(language);
  return page({
    language,
    title: t('thankYou.notFoundTitle'),
    heading: t('thankYou.notFoundTitle'),
    paragraphs: resultText('not-found', {}, t).paragraphs,
    links: [],
  });
}
