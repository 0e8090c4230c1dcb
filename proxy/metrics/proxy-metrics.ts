/**
 * What the proxy tells its metrics as it works: the recording side of the Prometheus families
 * (`metrics-registry.ts` holds them; proxy/OPERATIONS.md "Watching it", "Metrics and alerts" lists them).
 * Every label value is one of the operator's own names (an org id, a form route, a form kind, a rate-limit
 * group) or a fixed word; never a donor's data or an OrderNumber, so a scrape can go anywhere.
 * A component built without metrics (tests, the command line) gets `NO_METRICS` and works the same.
 */

/** What create-order's outcome made of an order (`sendRecorded`): as its ledger state right after. */
export type OrderOutcome = 'created' | 'rejected' | 'unknown';

/** Which form an order came from: its org id, its route and its form kind (as the org file names them). */
export interface OrderLabels {
  org: string;
  route: string;
  kind: string;
}

/**
 * How one HTTP exchange with PayPro ended: `ok` a 2xx answer (whatever its envelope says), `unauthorized`
 * a 401 (the token is fetched again once), `refused` another 4xx, `server_error` a 5xx or another status,
 * `timeout` no whole answer within PAYPRO_TIMEOUT_MS, `unreachable` the connection failed or broke.
 */
export type PayProCallResult = 'ok' | 'unauthorized' | 'refused' | 'server_error' | 'timeout' | 'unreachable';

/**
 * One delivery of PayPro's callback: `accepted` its pair matched and it named at least one OrderNumber,
 * `refused_credentials` no pair or one that matches none, `invalid` a matching pair but no OrderNumber.
 */
export type CallbackDeliveryResult = 'accepted' | 'refused_credentials' | 'invalid';

/**
 * One OrderNumber of an accepted delivery, as it was answered: `paid` (`00`), `unknown_order` (`03`: not
 * in the ledger, or another account's), `not_paid` (`03`: PayPro does not report it paid, or paid
 * another amount), `unavailable` (`02`: PayPro could not be asked).
 */
export type CallbackOrderResult = 'paid' | 'unknown_order' | 'not_paid' | 'unavailable';

export interface ProxyMetrics {
  /** An order whose create-order call ended as `outcome`. */
  orderSent(labels: OrderLabels, outcome: OrderOutcome): void;
  /** One HTTP exchange with PayPro at `endpoint` (e.g. 'co', 'ggos'), ended as `result` after `seconds`. */
  payproCall(endpoint: string, result: PayProCallResult, seconds: number): void;
  callbackDelivery(result: CallbackDeliveryResult): void;
  callbackOrder(result: CallbackOrderResult): void;
  /** A request refused over the budget of rate-limit `group` (e.g. 'orders', 'callbackRefusals'). */
  rateLimited(group: string): void;
  /** A request answered with the kept answer of an earlier one (`Idempotent-Replayed`) on `endpoint`. */
  idempotentReplay(endpoint: string): void;
}

/** Records nothing: for what runs without a metrics listener. */
export const NO_METRICS: ProxyMetrics = {
  orderSent() {},
  payproCall() {},
  callbackDelivery() {},
  callbackOrder() {},
  rateLimited() {},
  idempotentReplay() {},
};
