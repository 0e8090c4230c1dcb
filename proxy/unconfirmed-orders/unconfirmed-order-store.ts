/**
 * Orders whose outcome is unknown: create-order was sent to PayPro but no usable answer came back (a
 * timeout, a dropped connection, a 5xx or unreadable answer, paypro.md §13), so the order may exist
 * although the donor was only told the outcome is unknown. The proxy never resends such an order; it
 * records the OrderNumber so an operator can look it up at PayPro (`forms unconfirmed-orders`) and
 * follow up. No donor details are kept: the OrderNumber and the merchant account find the order.
 */

/** One order as recorded. */
export interface UnconfirmedOrder {
  /** The OrderNumber sent to PayPro, the one the donor was told, e.g. 'JHR-20250311-0001'. */
  orderNumber: string;
  /** The org id, e.g. 'jhrtrust'. */
  org: string;
  /** The route of the form it came from, e.g. '/merchantform/jhrtrust'. */
  route: string;
  /** Key of the merchant account in the org file the order was created with, e.g. 'donation'. */
  account: string;
  /**
   * Why the outcome is unknown: the PayProError code ('gateway_timeout', 'gateway_unreachable',
   * 'gateway_bad_response') or 'unexpected_error' for a failure the client did not classify.
   */
  reason: string;
  /** When the proxy gave up waiting, as an ISO 8601 UTC time, e.g. '2025-03-10T20:15:00.000Z'. */
  recordedAt: string;
}

export interface UnconfirmedOrderStore {
  /** Records `order`; resolves only once it is on stable storage. Rejects when it could not be. */
  add(order: UnconfirmedOrder): Promise<void>;
  /** Every recorded order, oldest first. */
  list(): Promise<UnconfirmedOrder[]>;
}
