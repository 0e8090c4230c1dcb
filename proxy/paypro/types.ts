/**
 * Public shapes of the PayPro client: what the proxy routes pass in and get back.
 * The wire format behind them is described in paypro.md §3 (auth), §4 (create order) and §6.1 (ggos).
 */

/** One merchant account's credentials, read from the proxy's environment. */
export interface MerchantCredentials {
  /** Client id for `POST /v2/ppro/auth` (paypro.md §3). */
  clientId: string;
  /** Client secret for `POST /v2/ppro/auth` (paypro.md §3). */
  clientSecret: string;
  /** The merchant's username, sent as `MerchantId` / `userName` (paypro.md §4, §6.1). Not the client id. */
  merchantId: string;
}

/**
 * The create-order body (paypro.md §4): element 0 `{MerchantId}`, element 1 the order object, which is
 * built elsewhere (amounts as decimal strings, dates as dd/MM/yyyy).
 */
export type PayProOrderRequest = [{ MerchantId: string }, Record<string, unknown>];

/** The gateway created the order (envelope status `00` with a Click2Pay link). */
export interface CreateOrderAccepted {
  ok: true;
  status: '00';
  /** Hosted pay page URL, to which the donor is sent. */
  click2Pay: string;
  /** PayPro's invoice id: a digit string with leading zeros, never a number (paypro.md §4). */
  payProId: string;
  /** The merchant's order number as echoed by the gateway (or as sent, if not echoed). */
  orderNumber: string;
  description: string;
}

/** The gateway answered with a status other than `00`; no order exists for it (paypro.md §5). */
export interface CreateOrderRejected {
  ok: false;
  /** The envelope status, e.g. `01`, `02`, `03`. */
  status: string;
  /** The gateway's Description, or a generic text when it sent none. */
  description: string;
}

export type CreateOrderResult = CreateOrderAccepted | CreateOrderRejected;

/** The answer of `ggos` (paypro.md §6.1). `status` is the envelope status; payment state is `orderStatus`. */
export interface OrderStatusResult {
  status: string;
  description: string;
  /** `PAID`, `UNPAID` or `BLOCKED`, upper-cased; absent when the gateway sent none (e.g. status `03`). */
  orderStatus?: string;
  /** The parsed JSON envelope, for logging and amount checks. */
  raw: unknown;
}

/** The PayPro calls the proxy makes. Every method throws `PayProError` when there is no usable answer. */
export interface PayProClient {
  createOrder(creds: MerchantCredentials, order: PayProOrderRequest): Promise<CreateOrderResult>;
  orderStatus(creds: MerchantCredentials, payProId: string): Promise<OrderStatusResult>;
}
