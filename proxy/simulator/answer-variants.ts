/**
 * The simulator's answer switch: which of the shapes public integrations have seen the gateway's
 * successful answers take (proxy/paypro/PROTOCOL.md "Auth and token", "Pay page", "Browser return"), so
 * that a client can be tested against each. Set it with `POST <basePath>/__sim/answers` or `sim.answers.set(...)`; it stays
 * in force until set again, and `{}` brings back the defaults.
 *
 * `auth` (`POST /v2/ppro/auth` with a client id and secret):
 * - authorized (default): HTTP 200, the JSON string body `"Authorized"` and the token in the `token`
 *   header, as live integrations read it;
 * - envelope: `[{"Status":"00"}]` and the header, what this simulator (and other integrations' mocks)
 *   answered before;
 * - invalid-keys: HTTP 200, the JSON string `"InValid Keys"` and no token, what one integration checks
 *   for after wrong keys (the HTTP status of that answer is not known);
 * - no-token-header: `"Authorized"` without the header.
 *
 * `createOrder` (`POST /v2/ppro/co` and `POST /cpay/co`, success answers only):
 * - click2pay (default): the answer as before (Click2Pay, unless the legacy call leaves it out);
 * - iframe-only: no Click2Pay and no BillUrl, the pay page in IframeClick2Pay instead;
 * - payproid-only: no link at all, only the PayProId (ConnectPayId on the legacy call).
 *
 * `browserReturn` (where the pay page's Pay and Cancel send the donor: `callback-url.ts`):
 * - append (default): `status`, `ordId` and `msg` after '&' when the callback has a query, else '?';
 * - second-question-mark: after another '?' (`…/thank-you/?order=X?status=…`);
 * - replace-query: in place of the callback's query (our `order` is lost).
 *
 * `foreignCurrency` (how an order sent with CurrencyAmount and Currency is billed and reported, fixed
 * when it is created; proxy/paypro/PROTOCOL.md "Create order", "Amount verification"):
 * - converted (default): billed in PKR at the fixed rate (`exchange-rates.ts`), as live converts: the
 *   create-order answer's OrderAmount and the status answers' AmountPayable and OrderAmountPaid are PKR;
 * - echo: what the simulator did before: no conversion, every amount in the order's own currency, the
 *   create-order answer naming it in `Currency`;
 * - no-comparable: billed in PKR, but no answer carries an amount the proxy can compare: no OrderAmount
 *   in the create-order answer nor in live status answers.
 *
 * `statusAnswer` (element 1 of ggos, ggosboi and gos answers, `order-status-data.ts`):
 * - sample (default): the fields of the ggos sample in PayPro's collection, on all three calls;
 * - live: what live answers show in public code: ggos and ggosboi add OrderAmount (the order's amount in
 *   its own currency), SettlementStatus, BillUrl and tpayId (a number); gos answers only OrderNumber,
 *   OrderStatus, AmountPayable and order_duedate, without OrderAmountPaid.
 */
import { RETURN_JOINS, type ReturnJoin } from './callback-url.ts';

export type AuthVariant = 'authorized' | 'envelope' | 'invalid-keys' | 'no-token-header';
export type CreateOrderVariant = 'click2pay' | 'iframe-only' | 'payproid-only';
export type ForeignCurrencyVariant = 'converted' | 'echo' | 'no-comparable';
export type StatusAnswerVariant = 'sample' | 'live';

export interface AnswerSpec {
  auth?: AuthVariant;
  createOrder?: CreateOrderVariant;
  browserReturn?: ReturnJoin;
  foreignCurrency?: ForeignCurrencyVariant;
  statusAnswer?: StatusAnswerVariant;
}

export interface AnswerSwitch {
  /** Puts `spec` in force; a field left out takes its default. Throws TypeError naming the bad field. */
  set(spec: AnswerSpec): void;
  /** The variants in force. */
  current(): Required<AnswerSpec>;
}

/** Every switch with its variants, the default first. */
const VARIANTS: { readonly [K in keyof AnswerSpec]-?: readonly NonNullable<AnswerSpec[K]>[] } = {
  auth: ['authorized', 'envelope', 'invalid-keys', 'no-token-header'],
  createOrder: ['click2pay', 'iframe-only', 'payproid-only'],
  browserReturn: RETURN_JOINS,
  foreignCurrency: ['converted', 'echo', 'no-comparable'],
  statusAnswer: ['sample', 'live'],
};
const SWITCHES = Object.keys(VARIANTS) as (keyof AnswerSpec)[];
const DEFAULTS = Object.fromEntries(SWITCHES.map((name) => [name, VARIANTS[name][0]])) as Required<AnswerSpec>;

export function createAnswerSwitch(): AnswerSwitch {
  let active = DEFAULTS;
  return {
    set(spec) {
      active = toActive(spec);
    },
    current: () => ({ ...active }),
  };
}

/**
 * Element 1 of a successful create-order answer (v2 or legacy) as `variant` shapes it: `data` is the
 * default answer, whose Click2Pay (when present) is the simulator's pay page.
 */
export function withLinkVariant(data: Record<string, unknown>, variant: CreateOrderVariant, payPage: string): Record<string, unknown> {
  if (variant === 'click2pay') return data;
  const { Click2Pay: _link, BillUrl: _bill, ...rest } = data;
  return variant === 'iframe-only' ? { ...rest, IframeClick2Pay: payPage } : rest;
}

/** Checks an untrusted spec (e.g. a JSON body). Throws TypeError naming the bad field. */
function toActive(spec: unknown): Required<AnswerSpec> {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) throw new TypeError('answers must be an object');
  const given = spec as Record<string, unknown>;
  const unknown = Object.keys(given).find((name) => !(SWITCHES as string[]).includes(name));
  if (unknown !== undefined) throw new TypeError(`${unknown} is not an answer switch; use ${SWITCHES.join(', ')}`);
  const active = { ...DEFAULTS } as Record<keyof AnswerSpec, unknown>;
  for (const name of SWITCHES) {
    const value = given[name];
    if (value === undefined) continue;
    if (!(VARIANTS[name] as readonly unknown[]).includes(value)) throw new TypeError(`${name} must be one of ${VARIANTS[name].join(', ')}`);
    active[name] = value;
  }
  return active as Required<AnswerSpec>;
}
