/**
 * The orders of this process whose create-order call is under way, so a shutdown whose grace period
 * ends before their answer can name them (and mark them `unknown` in the ledger) instead of leaving them
 * `pending`.
 */
export interface InFlightOrders {
  add(orderNumber: string): void;
  delete(orderNumber: string): void;
  /** OrderNumbers under way now, oldest first. */
  list(): string[];
}

export function createInFlightOrders(): InFlightOrders {
  const orders = new Set<string>();
  return {
    add: (orderNumber) => void orders.add(orderNumber),
    delete: (orderNumber) => void orders.delete(orderNumber),
    list: () => [...orders],
  };
}
