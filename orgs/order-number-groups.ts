/**
 * An order number as a page shows it inside a sentence: in groups of four characters, between which
 * alone a line may break (`<wbr>`), a little apart to the eye ('k3x9 az7m 2p8w 4rt6 yhcq') with nothing
 * between them in the text, so the number copied from the page is the number itself. Our OrderNumbers are
 * 20 characters of one piece (proxy/orders/order-number.ts): on a narrow phone, at a large text size or
 * in a wide Urdu font, a browser would otherwise break one anywhere or let it run out of the card. Pure
 * (no DOM): the thank-you page's script and the proxy's status page each draw the groups their own way.
 */

/** The class of the element holding the groups (`templates/styles.css` sets them apart); its `dir` is `ltr`. */
export const ORDER_NUMBER_CLASS = 'order-number';

/** Characters in a group: 20 make five groups of four, short enough to read out and to fit any line. */
export const ORDER_NUMBER_GROUP = 4;

/** `orderNumber` cut in groups of `ORDER_NUMBER_GROUP` characters from its start, e.g. ['k3x9', 'az7m', …]. */
export function orderNumberGroups(orderNumber: string): string[] {
  const groups: string[] = [];
  for (let start = 0; start < orderNumber.length; start += ORDER_NUMBER_GROUP) {
    groups.push(orderNumber.slice(start, start + ORDER_NUMBER_GROUP));
  }
  return groups;
}

/** A part of a line of text: plain text, or the order number, in its groups. */
export type LinePart = { text: string } | { orderNumberGroups: string[] };

/**
 * `line` as its text and, at each place it names `orderNumber`, the number's groups, in order; the whole
 * line as text when `orderNumber` is absent or empty. Joining the parts' text and groups gives `line`.
 */
export function lineParts(line: string, orderNumber: string | undefined): LinePart[] {
  if (!orderNumber) return [{ text: line }];
  const parts: LinePart[] = [];
  const pieces = line.split(orderNumber);
  pieces.forEach((text, index) => {
    if (index > 0) parts.push({ orderNumberGroups: orderNumberGroups(orderNumber) });
    if (text) parts.push({ text });
  });
  return parts;
}
