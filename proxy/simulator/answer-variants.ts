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
 */
import { RETURN_JOINS, type ReturnJoin } from './callback-url.ts';

export type AuthVariant = 'authorized' | 'envelope' | 'invalid-keys' | 'no-token-header';
export type CreateOrderVariant = 'click2pay' | 'iframe-only' | 'payproid-only';

export interface AnswerSpec {
  auth?: AuthVariant;
  createOrder?: CreateOrderVariant;
  browserReturn?: ReturnJoin;
}

export interface AnswerSwitch {
  /** Puts `spec` in force; a field left out takes its default. Throws TypeError naming the bad field. */
  set(spec: AnswerSpec): void;
  /** The variants in force. */
  current(): Required<AnswerSpec>;
}

const AUTH: readonly AuthVariant[] = ['authorized', 'envelope', 'invalid-keys', 'no-token-header'];
const CREATE_ORDER: readonly CreateOrderVariant[] = ['click2pay', 'iframe-only', 'payproid-only'];
const DEFAULTS: Required<AnswerSpec> = { auth: 'authorized', createOrder: 'click2pay', browserReturn: 'append' };

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
  const { auth, createOrder, browserReturn, ...rest } = spec as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new TypeError(`${unknown} is not an answer switch; use auth, createOrder or browserReturn`);
  if (auth !== undefined && !AUTH.includes(auth as AuthVariant)) throw new TypeError(`auth must be one of ${AUTH.join(', ')}`);
  if (createOrder !== undefined && !CREATE_ORDER.includes(createOrder as CreateOrderVariant)) {
    throw new TypeError(`createOrder must be one of ${CREATE_ORDER.join(', ')}`);
  }
  if (browserReturn !== undefined && !RETURN_JOINS.includes(browserReturn as ReturnJoin)) {
    throw new TypeError(`browserReturn must be one of ${RETURN_JOINS.join(', ')}`);
  }
  return {
    auth: (auth as AuthVariant | undefined) ?? DEFAULTS.auth,
    createOrder: (createOrder as CreateOrderVariant | undefined) ?? DEFAULTS.createOrder,
    browserReturn: (browserReturn as ReturnJoin | undefined) ?? DEFAULTS.browserReturn,
  };
}
