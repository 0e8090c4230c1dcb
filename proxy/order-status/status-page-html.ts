/**
 * The proxy's own status page for one order (`GET /api/orders/<OrderNumber>/page`): what the thank-you
 * page shows, in the same words (orgs/order-result-text.ts), for a browser without script. One answer
 * per request, so an order still being confirmed reads as the thank-you page's ending (receipt by email,
 * the organisation's contact) with a link to ask again. Like the proxy's other short pages it has no
 * script, no style and no external resource, so the proxy's default Content-Security-Policy
 * (`default-src 'none'`) applies unchanged; it carries no donor data. Every text is escaped.
 */
import { translatorFor } from '../../i18n/compile.ts';
import { phaseOfState, resultText, type OrgContact, type ResultPhase } from '../../orgs/order-result-text.ts';
import escapeHtml from 'escape-html';
import { publicStatus, type OrderStatusView } from './order-status-view.ts';

/** The status page speaks English; the order's words come from the catalogue's `thankYou` area. */
const english = translatorFor('en');

/** PayPro's and the charities' zone (UTC+5, no daylight saving): the paid time is shown in it, zone named. */
export const STATUS_PAGE_TIME_ZONE = 'Asia/Karachi';

export interface StatusPageContext {
  /** The organisation of the order's form: its name and the contact its org file gives. */
  org: OrgContact;
  /** The form's page, for the try-again link of an order that was not paid; absent: no link. */
  formUrl?: string;
  /** This page again (e.g. '?order=<OrderNumber>'), for the link shown while the order is not final. */
  checkAgainUrl?: string;
}

interface PageParts {
  title: string;
  heading: string;
  paragraphs: string[];
  links: { href: string; text: string }[];
}

/** The whole document, doctype included. */
function page({ title, heading, paragraphs, links }: PageParts): string {
  const body = [
    `<h1>${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    ...links.map(({ href, text }) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`),
  ];
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    // An order's page is nobody's search result.
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title></head>\n<body><main>\n${body.join('\n')}\n</main></body></html>\n`
  );
}

/** The page's phase for a state: one not final is `unconfirmed`, as nobody keeps asking here. */
export function statusPagePhase(view: Pick<OrderStatusView, 'state'>): ResultPhase {
  const phase = phaseOfState(view.state);
  return phase === 'confirming' ? 'unconfirmed' : phase;
}

/** The status page of `view`. */
export function statusPageHtml(view: OrderStatusView, context: StatusPageContext): string {
  const phase = statusPagePhase(view);
  const text = resultText(
    phase,
    {
      formKind: view.formKind,
      org: context.org,
      orderNumber: view.orderNumber,
      status: publicStatus(view),
      timeZone: STATUS_PAGE_TIME_ZONE,
    },
    english.t,
  );
  const links: PageParts['links'] = [];
  if (text.tryAgain && context.formUrl) links.push({ href: context.formUrl, text: english.t('thankYou.tryAgain') });
  if (phase === 'unconfirmed' && context.checkAgainUrl) links.push({ href: context.checkAgainUrl, text: 'Check again' });
  return page({ title: `Order status | ${context.org.displayName}`, heading: context.org.displayName, paragraphs: text.paragraphs, links });
}

/** The page for an OrderNumber the proxy does not hold, or a malformed one: neutral, naming no org. */
export function notFoundPageHtml(): string {
  return page({
    title: 'Order not found',
    heading: 'Order not found',
    paragraphs: resultText('not-found', {}, english.t).paragraphs,
    links: [],
  });
}
