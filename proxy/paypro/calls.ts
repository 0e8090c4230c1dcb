/**
 * The PayPro calls the client makes, each with the name its errors give it and whether it creates an
 * order: a create-order whose request may have reached the gateway has an unknown outcome when no
 * usable answer comes back (PROTOCOL.md "Timeouts and retries"); any other call can simply fail.
 */
export interface PayProCall {
  /** As errors and logs name it, e.g. 'create-order'. */
  readonly name: string;
  /** The endpoint as the metrics label it, the last part of its path (PROTOCOL.md), e.g. 'co', 'ggos'. */
  readonly endpoint: string;
  readonly createsOrder: boolean;
}

export const CALLS = {
  auth: { name: 'auth', endpoint: 'auth', createsOrder: false },
  createOrder: { name: 'create-order', endpoint: 'co', createsOrder: true },
  orderStatus: { name: 'the order status call', endpoint: 'ggos', createsOrder: false },
  orderStatusByNumber: { name: 'the order status by number call', endpoint: 'ggosboi', createsOrder: false },
  legacyOrderStatus: { name: 'the legacy order status call', endpoint: 'gos', createsOrder: false },
  markBlocked: { name: 'the mark-blocked call (moab)', endpoint: 'moab', createsOrder: false },
  consumerLookup: { name: 'the consumer lookup', endpoint: 'gcd', createsOrder: false },
  legacyCreateOrder: { name: 'the legacy create-order', endpoint: 'cpay_co', createsOrder: true },
} as const satisfies Record<string, PayProCall>;
