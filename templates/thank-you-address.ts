/**
 * The order a thank-you page is about, read from its own address. The proxy gives PayPro the callback
 * `<route>/thank-you/?order=<OrderNumber>`, and PayPro appends `status`, `ordId` (its PayProId for the
 * order) and `msg`. How it joins them to a query that is already there is not known
 * (proxy/paypro/PROTOCOL.md#browser-return): after '&', after a second '?'
 * (`?order=JHR-1?status=Success&ordId=…`), or in place of our query. So `order` is read tolerantly, and
 * when the address names no OrderNumber of ours, PayPro's `ordId` names the order instead, by its
 * PayProId. Neither is believed: the page only asks the proxy, which answers about its own form's orders
 * only. `status` and `msg` are never read here.
 */
import { isOrderNumber, isPayProId } from '../orgs/public-order-status.ts';

/** The order named by the address: by our OrderNumber, or else by PayPro's PayProId. */
export type ReturnedOrder = { orderNumber: string } | { payProId: string };

/**
 * The value of the first `name=` parameter of `text`, ending at '&', '?' or '#', percent-decoded;
 * undefined when `text` has no such parameter or its value does not decode.
 */
function firstValue(text: string, name: 'order' | 'ordId'): string | undefined {
  const match = new RegExp(`[?&]${name}=([^&?#]*)`).exec(text);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** The first `name` parameter of `search` (`location.search`), or of `href` when `search` has none. */
function addressValue(search: string, href: string, name: 'order' | 'ordId'): string | undefined {
  return firstValue(search, name) ?? firstValue(href, name);
}

/**
 * The OrderNumber named by the page's address: the first `order` parameter of `search`
 * (`location.search`), or of `href` when `search` yields none; undefined when neither names one or
 * the value named is not an OrderNumber (`ORDER_NUMBER_PATTERN`). A later `order` parameter never
 * counts: ours is written first, and PayPro only adds after it.
 */
export function orderFromAddress(search: string, href = ''): string | undefined {
  const value = addressValue(search, href, 'order');
  return isOrderNumber(value) ? value : undefined;
}

/**
 * The order the page's address names: our OrderNumber when `orderFromAddress` finds one; else the first
 * `ordId` parameter as a PayProId, when it is 1 to 32 digits (`isPayProId`: never parsed as a number,
 * so its leading zeros stay); else undefined. An `ordId` that is not digits is never used, so the page
 * never writes it anywhere, nor asks with it.
 */
export function returnedOrder(search: string, href = ''): ReturnedOrder | undefined {
  const orderNumber = orderFromAddress(search, href);
  if (orderNumber !== undefined) return { orderNumber };
  const payProId = addressValue(search, href, 'ordId');
  return isPayProId(payProId) ? { payProId } : undefined;
}
