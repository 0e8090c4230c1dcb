/**
 * The thank-you page's thin DOM shell: finds the order in the address and the data block in the page,
 * follows the order (`thank-you-poll.ts`) and writes each new phase into the result region. Everything
 * goes in through `textContent` and attributes the page itself chose, never as HTML; nothing from the
 * address but a validated OrderNumber, or else PayPro's `ordId` when it is a PayProId, is used, and only
 * to ask the proxy (PayPro's `status` and `msg` never are). An order named by its PayProId is shown
 * without an OrderNumber: the proxy does not tell it, and the PayPro reference it tells is the donor's.
 */
import { createTranslator, type Translator } from '../orgs/i18n/translator.ts';
import { lineParts, ORDER_NUMBER_CLASS } from '../orgs/order-number-groups.ts';
import { receiptLocale, resultText, type ResultPhase } from '../orgs/order-result-text.ts';
import { PAGE_PROPS_ID } from './page-props.ts';
import { returnedOrder, type ReturnedOrder } from './thank-you-address.ts';
import { orderStatusAddress, payProIdStatusAddress } from '../orgs/api-contract.ts';
import { LOOKUP_ID, readThankYouData, RESULT_ID, type ThankYouData } from './thank-you-data.ts';
import { followOrder, type PollDeps } from './thank-you-poll.ts';
import type { ResultState } from './thank-you-result.ts';

/** The page's address, as `window.location` gives it. */
export interface PageAddress {
  search: string;
  href: string;
}

/** Where the try-again link goes: the form, one folder up from `<route>/thank-you/`. */
const FORM_URL = '../';

/**
 * `line` as a paragraph, the order number in it as its groups in an element of their own, a line break
 * allowed only between them (`lineParts`); all of it as text nodes, none as HTML.
 */
function paragraphOf(doc: Document, line: string, orderNumber: string | undefined): HTMLParagraphElement {
  const paragraph = doc.createElement('p');
  for (const part of lineParts(line, orderNumber)) {
    if ('text' in part) {
      paragraph.append(part.text);
      continue;
    }
    const number = doc.createElement('span');
    number.className = ORDER_NUMBER_CLASS;
    number.dir = 'ltr';
    part.orderNumberGroups.forEach((text, index) => {
      if (index > 0) number.append(doc.createElement('wbr'));
      const group = doc.createElement('span');
      group.textContent = text;
      number.append(group);
    });
    paragraph.append(number);
  }
  return paragraph;
}

/**
 * Replaces the region's contents with the text of `phase`, in the page's language (`t`); marks it
 * `result--<phase>` for the stylesheet.
 */
function render(
  doc: Document,
  region: HTMLElement,
  phase: ResultPhase,
  data: ThankYouData,
  t: Translator['t'],
  state?: ResultState,
  orderNumber?: string,
): void {
  const facts = { payment: data.payment, org: data.org, orderNumber, status: state?.status, locale: receiptLocale(data.language) };
  const text = resultText(phase, facts, t);
  const paragraphs = text.paragraphs.map((line) => paragraphOf(doc, line, orderNumber));
  if (text.tryAgain) {
    const link = doc.createElement('a');
    link.href = FORM_URL;
    link.textContent = t('thankYou.tryAgain');
    const paragraph = doc.createElement('p');
    paragraph.append(link);
    paragraphs.push(paragraph);
  }
  mark(region, phase);
  region.replaceChildren(...paragraphs);
}

/** Marks the region `result--<phase>` for the stylesheet and `data-phase` for whoever reads the page. */
function mark(region: HTMLElement, phase: ResultPhase): void {
  region.className = `result result--${phase}`;
  region.setAttribute('data-phase', phase);
}

/** Where the page asks about `order`, as its own form's (`data.route`). */
function statusAddress(data: ThankYouData, order: ReturnedOrder): string {
  return 'orderNumber' in order
    ? orderStatusAddress(data.apiBase, order.orderNumber, data.route)
    : payProIdStatusAddress(data.apiBase, order.payProId, data.route);
}

/**
 * Runs the page: resolves with the last phase shown, or undefined when the page lacks its region or
 * its data (then its text without script stays).
 */
export async function startThankYou(doc: Document, address: PageAddress, deps: PollDeps): Promise<ResultPhase | undefined> {
  const region = doc.getElementById(RESULT_ID);
  const data = readThankYouData(doc.getElementById(PAGE_PROPS_ID)?.textContent);
  if (!region || !data) return undefined;
  const { t } = createTranslator(data.language, data.messages);
  const order = returnedOrder(address.search, address.href);
  if (!order) {
    // Nothing to ask: the page's own words stay (a receipt by email, whom to ask) with the lookup form,
    // as the donor may have the number from PayPro's email; rewritten, they would push that form down.
    mark(region, 'not-found');
    return 'not-found';
  }
  const lookup = doc.getElementById(LOOKUP_ID);
  if (lookup) lookup.hidden = true;
  let shown: ResultPhase | undefined;
  // Asked as this form's order: the proxy answers another form's (another charity's) as not found.
  const orderNumber = 'orderNumber' in order ? order.orderNumber : undefined;
  const last = await followOrder(statusAddress(data, order), deps, (state) => {
    // Only a change is written: the live region then announces each outcome once, not every poll.
    if (state.phase === shown) return;
    shown = state.phase;
    render(doc, region, state.phase, data, t, state, orderNumber);
  });
  return last.phase;
}
