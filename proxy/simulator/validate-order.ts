/**
 * Checks a create-order body the way the gateway appears to (PROTOCOL.md "Create order", "Dates"). The gateway
 * answers every failure alike (`03 Invalid json object!`); `problem` says which rule failed, for tests
 * and logs. The rules are deliberately strict where PayPro's own samples are consistent, so that an
 * order the simulator accepts is one the gateway should accept too.
 */
import { isRecord } from '../../orgs/is-record.ts';
import { karachiDay } from '../../orgs/karachi-time.ts';
import { isConvertible, PKR_PER_UNIT } from './exchange-rates.ts';

/** An order that passed every check, reduced to what the simulator needs. */
export interface ValidOrder {
  merchantId: string;
  orderNumber: string;
  /** Decimal string with at most 2 places: OrderAmount for PKR orders, else CurrencyAmount. */
  amount: string;
  /** `PKR` for OrderAmount orders, else the ISO code of `Currency`. */
  currency: string;
  customerName: string;
  customerEmail: string;
  /** OrderDueDate as sent (`dd/MM/yyyy`): payable until the end of that day, Karachi time (`due-date.ts`). */
  dueDate: string;
  /** From OrderExpireAfterSeconds; 0 means no timed auto-block (PROTOCOL.md "Dates"). */
  expireAfterSeconds: number;
}

export type OrderCheck = { ok: true; order: ValidOrder } | { ok: false; problem: string };

const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;
const MOBILE = /^03\d{9}$/;
const FX_FIELDS = ['CurrencyAmount', 'Currency', 'IsConverted'] as const;

/** Validates the JSON body of `POST /v2/ppro/co`. Never throws. */
export function validateOrder(body: unknown): OrderCheck {
  const fail = (problem: string): OrderCheck => ({ ok: false, problem });
  if (!Array.isArray(body) || body.length !== 2) return fail('body must be a 2-element array');
  const [head, order] = body as [unknown, unknown];
  if (!isRecord(head) || !nonEmpty(head.MerchantId)) return fail('element 0 needs a MerchantId');
  if (!isRecord(order)) return fail('element 1 must be an object');

  for (const name of ['OrderNumber', 'OrderDueDate', 'IssueDate', 'CustomerName'] as const) {
    if (!nonEmpty(order[name])) return fail(`${name} must be a non-empty string`);
  }
  const issued = karachiDay(order.IssueDate as string, 'dd/MM/yyyy');
  const due = karachiDay(order.OrderDueDate as string, 'dd/MM/yyyy');
  if (issued === undefined) return fail('IssueDate must be a dd/MM/yyyy date');
  if (due === undefined) return fail('OrderDueDate must be a dd/MM/yyyy date');
  if (due < issued) return fail('OrderDueDate must not be before IssueDate');
  if (order.OrderType !== 'Service') return fail("OrderType must be 'Service'");
  const expireAfterSeconds = seconds(order.OrderExpireAfterSeconds);
  if (expireAfterSeconds === undefined) return fail('OrderExpireAfterSeconds must be a whole number of seconds');
  for (const name of ['CustomerMobile', 'CustomerEmail', 'CustomerAddress'] as const) {
    if (typeof order[name] !== 'string') return fail(`${name} must be present (it may be "")`);
  }
  const mobile = order.CustomerMobile as string;
  if (mobile !== '' && !MOBILE.test(mobile)) return fail('CustomerMobile must be empty or 03XXXXXXXXX');
  if (order.BillDetail01 !== undefined) {
    if (!Array.isArray(order.BillDetail01) || !order.BillDetail01.every(isRecord)) {
      return fail('BillDetail01 must be an array of objects');
    }
  }
  const money = amountOf(order);
  if ('problem' in money) return fail(money.problem);
  return {
    ok: true,
    order: {
      merchantId: head.MerchantId as string,
      orderNumber: order.OrderNumber as string,
      amount: money.amount,
      currency: money.currency,
      customerName: order.CustomerName as string,
      customerEmail: order.CustomerEmail as string,
      dueDate: order.OrderDueDate as string,
      expireAfterSeconds,
    },
  };
}

/**
 * Exactly one of OrderAmount (PKR) or CurrencyAmount + Currency + IsConverted 'true' (PROTOCOL.md "Create
 * order"), the Currency one the simulator has a rate for (`exchange-rates.ts`).
 */
function amountOf(order: Record<string, unknown>): { amount: string; currency: string } | { problem: string } {
  const fx = FX_FIELDS.filter((name) => order[name] !== undefined);
  if (order.OrderAmount !== undefined) {
    if (fx.length > 0) return { problem: `OrderAmount cannot be combined with ${fx.join(', ')}` };
    if (!isAmount(order.OrderAmount)) return { problem: 'OrderAmount must be a decimal string > 0 with at most 2 places' };
    return { amount: order.OrderAmount, currency: 'PKR' };
  }
  if (fx.length === 0) return { problem: 'OrderAmount or CurrencyAmount + Currency + IsConverted is required' };
  if (!isAmount(order.CurrencyAmount)) return { problem: 'CurrencyAmount must be a decimal string > 0 with at most 2 places' };
  const currency = order.Currency;
  if (typeof currency !== 'string' || !isConvertible(currency)) {
    return { problem: `Currency must be one the gateway converts to PKR: ${Object.keys(PKR_PER_UNIT).join(', ')}` };
  }
  if (order.IsConverted !== 'true') return { problem: "IsConverted must be 'true'" };
  return { amount: order.CurrencyAmount, currency };
}

function isAmount(value: unknown): value is string {
  return typeof value === 'string' && AMOUNT.test(value) && /[1-9]/.test(value);
}

/** Integrators send the expiry as a string or a number (PROTOCOL.md "Dates"); both must be whole seconds. */
function seconds(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  return undefined;
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
