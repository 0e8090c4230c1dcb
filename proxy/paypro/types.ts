/**
 * Public shapes of the PayPro client: what the proxy routes pass in and get back. The wire format
 * behind them, with the public sources it rests on, is in proxy/paypro/PROTOCOL.md.
 */
import type { PayLinkSource } from './pay-link.ts';

export type { PayLinkSource } from './pay-link.ts';

/** One merchant account's credentials, read from the proxy's environment. */
export interface MerchantCredentials {
  /** Client id for `POST /v2/ppro/auth` (PROTOCOL.md "Auth and token"). */
  clientId: string;
  /** Client secret for `POST /v2/ppro/auth` (PROTOCOL.md "Auth and token"). */
  clientSecret: string;
  /** The merchant's username, sent as `MerchantId` / `userName` (PROTOCOL.md "Create order", "Order status"). Not the client id. */
  merchantId: string;
}

/** One merchant account's credentials for the legacy calls (PROTOCOL.md "Hosts and API generations"), from the proxy's environment. */
export interface LegacyCredentials {
  /** Sent as `userName` to /cpay/gcd. */
  userName: string;
  /** Sent as `password` to /cpay/gcd. */
  password: string;
  /** The merchant's username, sent as `MerchantId` to /cpay/co (PROTOCOL.md "Legacy create order"). */
  merchantId: string;
  /** Sent as `MerchantPassword` to /cpay/co (PROTOCOL.md "Legacy create order"). */
  merchantPassword: string;
}

/**
 * The create-order body (PROTOCOL.md "Create order"): element 0 `{MerchantId}`, element 1 the order object, which is
 * built elsewhere (amounts as decimal strings, dates as dd/MM/yyyy).
 */
export type PayProOrderRequest = [{ MerchantId: string }, Record<string, unknown>];

/** The gateway created the order (envelope status `00` with a pay link, or a PayProId to build one from). */
export interface CreateOrderAccepted {
  ok: true;
  status: '00';
  /** Hosted pay page URL, to which the donor is sent: Click2Pay, or its fallback (PROTOCOL.md "Pay page"). */
  click2Pay: string;
  /** The field `click2Pay` came from, for the log. */
  payLinkSource: PayLinkSource;
  /** PayPro's invoice id: a digit string with leading zeros, never a number (PROTOCOL.md "Create order"). */
  payProId: string;
  /** The merchant's order number as echoed by the gateway (or as sent, if not echoed). */
  orderNumber: string;
  description: string;
  /** The amounts the answer gave for the order, kept in the ledger (`createdAmountsOf`). */
  amounts: CreatedAmounts;
}

/**
 * What a create-order answer says about the order's amount (PROTOCOL.md "Create order"), each absent when
 * the answer gave none or gave something that is not a plain decimal.
 */
export interface CreatedAmounts {
  /**
   * The amount payable in PKR, as exact decimal text: the answer's OrderAmount (PayPro's field table calls
   * it the amount payable), for a foreign-currency order only when the answer does not name another
   * currency for it and it differs from the CurrencyAmount sent (an echo says nothing of PKR) [ours].
   */
  pkrAmount?: string;
  /** ParityAmount as exact decimal text; its meaning is undocumented (PROTOCOL.md "Create order"). */
  parityAmount?: string;
  /** IsParity (JSON true or the text 'true'/'false' in any case); its meaning is undocumented. */
  isParity?: boolean;
}

/**
 * The gateway answered with a status other than `00`: this request created no order (PROTOCOL.md
 * "Envelope and status codes"). A `01` may mean the OrderNumber was already used (PROTOCOL.md "Create
 * order"), which the proxy's unique numbers never are.
 */
export interface CreateOrderRejected {
  ok: false;
  /** The envelope status, e.g. `01`, `02`, `03`. */
  status: string;
  /** The gateway's Description, or a generic text when it sent none. */
  description: string;
}

export type CreateOrderResult = CreateOrderAccepted | CreateOrderRejected;

/** The amount fields of a status answer (proxy/paypro/PROTOCOL.md#status-answer). */
export type AmountField = 'AmountPayable' | 'OrderAmountPaid' | 'OrderAmount';

/**
 * The answer of an order status call: ggos, ggosboi or the legacy gos (proxy/paypro/PROTOCOL.md#ggos,
 * #ggosboi, #legacy-gos, #status-answer). `status` is the envelope status; payment state is
 * `orderStatus`. Every optional field is absent when the gateway sent none, or sent null.
 * To trust a payment, see proxy/paypro/PROTOCOL.md#amount-verification.
 */
export interface OrderStatusResult {
  status: string;
  description: string;
  /** `PAID`, `UNPAID` or `BLOCKED`, upper-cased; absent when the gateway sent none (e.g. status `03`). */
  orderStatus?: string;
  /** AmountPayable, the amount the order was billed for, as exact decimal text: 15508.5 -> '15508.5'. */
  amountPayable?: string;
  /**
   * OrderAmountPaid, what the payer paid, as exact decimal text. It may exceed `amountPayable` by a fee
   * the payer bore (the simulator reports '0' for an unpaid order). Public code reads it only from ggos.
   */
  amountPaid?: string;
  /**
   * OrderAmount, which live ggos answers carry beside AmountPayable: for a foreign-currency order
   * probably the amount in the order's own currency (PROTOCOL.md#status-answer), as exact decimal text.
   */
  orderAmount?: string;
  /** Amount fields the answer carried with a value that is not a plain decimal (so they are absent above). */
  unreadableAmounts?: AmountField[];
  /** PaymentVia, e.g. 'BAF' (card), '1Link' (banking channel), 'Nift'. */
  paymentVia?: string;
  /** DatePaid as sent, e.g. '2022-11-19T11:33:35.587': Karachi time, without an offset. */
  datePaid?: string;
  /** PayProId (or ConnectPayId / cpayId) when the answer carries one (the simulator's ggosboi answer does). */
  payProId?: string;
  /** OrderNumber: the merchant's order number as PayPro holds it. */
  orderNumber?: string;
  /** The parsed JSON envelope, for logging. */
  raw: unknown;
}

/** A consumer (member) record from /cpay/gcd (the original forms' membership record); absent fields are ''. */
export interface ConsumerRecord {
  consumerCode: string;
  /** The merchant's 4-digit prefix plus the consumer code, e.g. '17521001'; the code asked for if not echoed. */
  fullConsumerCode: string;
  name: string;
  mobile: string;
  email: string;
  address: string;
}

/** The answer of /cpay/gcd: the record on status `00`, else the status and any Description. */
export type ConsumerLookupResult =
  | { ok: true; status: '00'; consumer: ConsumerRecord }
  | { ok: false; status: string; description?: string };

/**
 * The order object of /cpay/co (PROTOCOL.md "Legacy create order"), built elsewhere; the client puts the merchant's
 * `{MerchantId, MerchantPassword}` before it.
 */
export type LegacyOrder = Record<string, unknown>;

/** The gateway created a legacy order (status `00` with a ConnectPayId). */
export interface LegacyOrderAccepted {
  ok: true;
  status: '00';
  /** PayPro's invoice id (digits with leading zeros), the legacy name of PayProId (PROTOCOL.md "Create order"). */
  connectPayId: string;
  /** The Click2Pay link when the answer carried one (and it is the pay page). */
  click2Pay?: string;
  /**
   * Where to send the payer: Click2Pay, else IframeClick2Pay or short_Click2Pay, else the marketplace
   * page with `bid` (PROTOCOL.md "Legacy create order", "Pay page").
   */
  payPageUrl: string;
  /** The field `payPageUrl` came from, for the log. */
  payLinkSource: PayLinkSource;
  /** The order number as echoed, or as sent. */
  orderNumber: string;
}

/**
 * The gateway answered /cpay/co with a status other than `00`: this request created no order (a `01`
 * may mean the OrderNumber was already used, PROTOCOL.md "Create order").
 */
export interface LegacyOrderRejected {
  ok: false;
  status: string;
  /** The gateway's Description, when it sent one. */
  description?: string;
}

export type LegacyOrderResult = LegacyOrderAccepted | LegacyOrderRejected;

/** The answer of moab (proxy/paypro/PROTOCOL.md#mark-orders-blocked): `00` when the orders are blocked. */
export interface MarkBlockedResult {
  /** The envelope status. */
  status: string;
  /** The gateway's Description (cut to 300 characters), or the status's official meaning. */
  description: string;
  /** The parsed JSON envelope. */
  raw: unknown;
}

/** The PayPro calls the proxy makes. Every method throws `PayProError` when there is no usable answer. */
export interface PayProClient {
  createOrder(creds: MerchantCredentials, order: PayProOrderRequest): Promise<CreateOrderResult>;
  /**
   * `GET /v2/ppro/ggos` with the JSON body `{userName, cpayId}`: the order whose PayProId is `payProId`
   * (proxy/paypro/PROTOCOL.md#ggos).
   */
  orderStatus(creds: MerchantCredentials, payProId: string): Promise<OrderStatusResult>;
  /**
   * `POST /v2/ppro/ggosboi` with `{userName, Order_Id}`: the merchant's order numbered `orderNumber`
   * (proxy/paypro/PROTOCOL.md#ggosboi). Usable when no PayProId is known, e.g. after a create-order
   * whose outcome was lost.
   */
  orderStatusByNumber(creds: MerchantCredentials, orderNumber: string): Promise<OrderStatusResult>;
  /**
   * `GET /cpay/gos?userName=&password=&cpayId=`: the legacy order whose ConnectPayId is `connectPayId`,
   * with the merchant's legacy credentials and no token (proxy/paypro/PROTOCOL.md#legacy-gos).
   */
  legacyOrderStatus(creds: LegacyCredentials, connectPayId: string): Promise<OrderStatusResult>;
  /** `POST /cpay/gcd`: the consumer whose FullConsumerCode is `fullConsumerCode` (e.g. '17521001'). */
  lookupConsumer(creds: LegacyCredentials, fullConsumerCode: string): Promise<ConsumerLookupResult>;
  /** `POST /cpay/co?oJson=`: creates `order` for the merchant of `creds`. */
  createLegacyOrder(creds: LegacyCredentials, order: LegacyOrder): Promise<LegacyOrderResult>;
}

/**
 * Calls the proxy's routes never make, for the operator's commands (`forms paypro check`). Every method
 * throws `PayProError` when there is no usable answer.
 */
export interface PayProMerchantCalls {
  /**
   * `POST /v2/ppro/auth` for the account of `creds` unless a token for it is still kept
   * (proxy/paypro/PROTOCOL.md#auth-and-token); the token is kept for the calls that follow.
   */
  authenticate(creds: MerchantCredentials): Promise<void>;
  /**
   * `POST /v2/ppro/moab` with `{Username, CsvOrderNumbers}` and the token header: marks the merchant's
   * unpaid orders numbered `orderNumbers` (OrderNumbers, not PayProIds) BLOCKED, so nobody can pay them
   * (proxy/paypro/PROTOCOL.md#mark-orders-blocked). Throws TypeError for an empty list or a number with a comma.
   */
  markOrdersBlocked(creds: MerchantCredentials, orderNumbers: readonly string[]): Promise<MarkBlockedResult>;
}
