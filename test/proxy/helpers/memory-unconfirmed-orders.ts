/**
 * An UnconfirmedOrderStore in memory, so proxy tests never write to the repository's `var/` and can
 * read what was recorded.
 */
import type { UnconfirmedOrder, UnconfirmedOrderStore } from '../../../proxy/unconfirmed-orders/unconfirmed-order-store.ts';

export interface MemoryUnconfirmedOrders extends UnconfirmedOrderStore {
  /** What was recorded so far, oldest first (the same array `list` copies). */
  readonly recorded: UnconfirmedOrder[];
}

export function memoryUnconfirmedOrders(): MemoryUnconfirmedOrders {
  const recorded: UnconfirmedOrder[] = [];
  return {
    recorded,
    add: async (order) => void recorded.push({ ...order }),
    list: async () => recorded.map((order) => ({ ...order })),
  };
}
