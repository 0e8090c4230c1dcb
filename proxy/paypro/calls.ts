/**
 * The PayPro calls the client makes, each with the name its errors give it and whether it creates an
 * order: a create-order whose request may have reached the gateway has an unknown outcome when no
 * usable answer comes back (PROTOCOL.md "Timeouts and retries"); any other call can simply fail.
 */
export interface PayProCall {
  /** As errors and logs name it, e.g. 'create-order'. */
  readonly name: string;
  readonly createsOrder: boolean;
}

export const CALLS = {
  auth: { name: 'auth', createsOrder: false },
  createOrder: { name: 'create-order', createsOrder: true },
  orderStatus: { name: 'the order status call', createsOrder: false },
  orderStatusByNumber: { name: 'the order status by number call', createsOrder: false },
  legacyOrderStatus: { name: 'the legacy order status call', createsOrder: false },
  markBlocked: { name: 'the mark-blocked call (moab)', createsOrder: false },
  consumerLookup: { name: 'the consumer lookup', createsOrder: false },
  legacyCreateOrder: { name: 'the legacy create-order', createsOrder: true },
} as const satisfies Record<string, PayProCall>;
