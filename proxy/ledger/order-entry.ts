/**
 * The ledger entry of an order, read from the create-order body that is about to be sent (v2
 * `/v2/ppro/co` element 1, or the legacy `/cpay/co` order): so the ledger holds exactly what PayPro
 * is asked for. Pure.
 */
import type { Language } from '../../orgs/i18n/languages.ts';
import { isRecord } from '../../orgs/is-record.ts';
import { isoDay } from './order-state.ts';

/** Where the order came from, which the body does not say. */
export interface OrderOrigin {
  org: string;
  route: string;
  formKind: string;
  /** The merchant account's key in the org file. */
  account: string;
  protocol: 'v2' | 'legacy';
  /** Idempotency scope and key of the request (see `idempotent-route.ts`), when it had one. */
  requestKey?: string;
  /** SHA-256 (hex) of the request body, with `requestKey`. */
  fingerprint?: string;
  /** The language of the page the order came from (its receipt is written in it); absent: 'en'. */
  language?: Language;
}

/** One order as the ledger first records it. */
export interface OrderEntry extends OrderOrigin {
  orderNumber: string;
  /** Exact decimal text in major units, e.g. '2500'. */
  amount: string;
  /** ISO 4217, e.g. 'PKR'. */
  currency: string;
  /** BillDetail01's entry, {} when none is sent. */
  billDetail: Record<string, string>;
  donor: { name: string; email: string; phone: string; address: string };
  /** 'yyyy-mm-dd' (Karachi). */
  dueDate: string;
}

function text(order: Record<string, unknown>, key: string): string {
  const value = order[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The entry for `order` (the order object, not the envelope around it). A PKR order carries
 * OrderAmount; any other currency CurrencyAmount and Currency (see `build-order.ts`). The phone is
 * CustomerMobile, else BillDetail01's internationalNumber. Throws RangeError when the body lacks its
 * OrderNumber, amount or due date (a bug in the order building, never the donor's input).
 */
export function orderEntryOf(order: Record<string, unknown>, origin: OrderOrigin): OrderEntry {
  const currency = text(order, 'Currency') || 'PKR';
  const amount = currency === 'PKR' ? text(order, 'OrderAmount') : text(order, 'CurrencyAmount');
  const orderNumber = text(order, 'OrderNumber');
  if (!orderNumber || !amount) throw new RangeError('An order body without its OrderNumber or amount cannot be recorded');
  const details = Array.isArray(order.BillDetail01) && isRecord(order.BillDetail01[0]) ? order.BillDetail01[0] : {};
  const billDetail = Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return {
    ...origin,
    orderNumber,
    amount,
    currency,
    billDetail,
    donor: {
      name: text(order, 'CustomerName'),
      email: text(order, 'CustomerEmail'),
      phone: text(order, 'CustomerMobile') || (billDetail.internationalNumber ?? ''),
      address: text(order, 'CustomerAddress'),
    },
    dueDate: isoDay(text(order, 'OrderDueDate')),
  };
}
