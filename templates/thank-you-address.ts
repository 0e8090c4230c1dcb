/**
 * The order a thank-you page is about, read from its own address. The proxy gives PayPro the callback
 * `<route>/thank-you/?order=<OrderNumber>`, and PayPro appends `status`, `ordId` and `msg`, sometimes
 * after a second '?' (`?order=JHR-1?status=Success&ordId=…`), so `order` is read tolerantly. Those
 * three are unauthenticated (proxy/paypro/PROTOCOL.md#browser-return) and are never read here.
 */
import { isOrderNumber } from '../orgs/public-order-status.ts';

/** The first `order=` parameter of `text`, its value ending at '&', '?' or '#'; undefined when there is none. */
const ORDER_PARAMETER = /[?&]order=([^&?#]*)/;

/**
 * The raw value of the first `order` parameter in `text`, percent-decoded; undefined when `text` has no
 * such parameter or its value does not decode.
 */
function firstOrderValue(text: string): string | undefined {
  const match = ORDER_PARAMETER.exec(text);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/**
 * The OrderNumber named by the page's address: the first `order` parameter of `search`
 * (`location.search`), or of `href` when `search` yields none; undefined when neither names one or
 * the value named is not an OrderNumber (`ORDER_NUMBER_PATTERN`).
 */
export function orderFromAddress(search: string, href = ''): string | undefined {
  const value = firstOrderValue(search) ?? firstOrderValue(href);
  return isOrderNumber(value) ? value : undefined;
}
