import { formatKarachi } from '../../orgs/karachi-time.ts';
import type { ForeignCurrencyVariant } from './answer-variants.ts';
import { inPkr } from './exchange-rates.ts';
import { payProId } from './paypro-id.ts';
import type { ValidOrder } from './validate-order.ts';

/** Payment state as the status calls report it (proxy/paypro/PROTOCOL.md#status-answer). */
export type SimOrderStatus = 'UNPAID' | 'PAID' | 'BLOCKED';

/** What a payment recorded, as decimal text (proxy/paypro/PROTOCOL.md#amount-verification). */
export interface PaidAmounts {
  /** AmountPayable: the order's bill (`SimOrder.amountPayable`), unless the payment switch shifted it. */
  amountPayable: string;
  /** OrderAmountPaid: amountPayable plus the fee the payer bore. */
  amountPaid: string;
}

/** One order the simulator created. */
export interface SimOrder extends ValidOrder {
  /** 14-digit string, see `paypro-id.ts`. */
  payProId: string;
  /**
   * What the order bills, as decimal text: the order amount of a PKR order; for another currency that
   * amount in PKR at the fixed rate (`exchange-rates.ts`), or the amount itself under `echo`.
   */
  amountPayable: string;
  /** For an order in another currency than PKR: how it is billed and reported (the answer switch when it was created). */
  foreignCurrency?: ForeignCurrencyVariant;
  status: SimOrderStatus;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms when it was paid, if it was. */
  paidAt?: number;
  /** Set when it was paid. */
  paid?: PaidAmounts;
  /** The create-order body exactly as received. */
  request: unknown;
}

/** Read access for tests and `GET /__sim/orders`. Every method returns copies. */
export interface SimulatorOrders {
  list(): SimOrder[];
  get(payProId: string): SimOrder | undefined;
  findByOrderNumber(merchantId: string, orderNumber: string): SimOrder | undefined;
}

/** The store behind the routes: read access plus the changes the gateway makes. */
export interface OrdersStore extends SimulatorOrders {
  /**
   * Stores a new UNPAID order, billed as `foreignCurrency` says when its currency is not PKR, and returns
   * it; undefined when the merchant already used that OrderNumber.
   */
  create(order: ValidOrder, request: unknown, foreignCurrency: ForeignCurrencyVariant): SimOrder | undefined;
  /**
   * Marks an UNPAID order PAID (with `paid`, default its bill both ways) or BLOCKED; returns the
   * order afterwards, or undefined if unknown. An order no longer UNPAID is returned unchanged.
   */
  settle(payProId: string, status: 'PAID' | 'BLOCKED', paid?: PaidAmounts): SimOrder | undefined;
}

/**
 * In-memory orders. An order with OrderExpireAfterSeconds > 0 reads as BLOCKED once that many seconds
 * have passed unpaid (proxy/paypro/PROTOCOL.md#dates). An order past its due date stays UNPAID here, as
 * the status calls report it; the pay page refuses it (`due-date.ts`). `now` returns epoch milliseconds.
 */
export function createOrdersStore(now: () => number): OrdersStore {
  const byId = new Map<string, SimOrder>();
  const sequences = new Map<string, number>();

  const current = (order: SimOrder): SimOrder => {
    const expired = order.expireAfterSeconds > 0 && now() >= order.createdAt + order.expireAfterSeconds * 1000;
    if (order.status === 'UNPAID' && expired) order.status = 'BLOCKED';
    return order;
  };
  const find = (merchantId: string, orderNumber: string) =>
    [...byId.values()].find((o) => o.merchantId === merchantId && o.orderNumber === orderNumber);
  const copy = (order: SimOrder | undefined) => (order ? structuredClone(current(order)) : undefined);

  return {
    list: () => [...byId.values()].map((order) => structuredClone(current(order))),
    get: (id) => copy(byId.get(id)),
    findByOrderNumber: (merchantId, orderNumber) => copy(find(merchantId, orderNumber)),
    create(order, request, foreignCurrency) {
      if (find(order.merchantId, order.orderNumber)) return undefined;
      const bill =
        order.currency === 'PKR'
          ? { amountPayable: order.amount }
          : { amountPayable: foreignCurrency === 'echo' ? order.amount : inPkr(order.amount, order.currency), foreignCurrency };
      const createdAt = now();
      // PayProIds count per Karachi day (see `payProId`).
      const day = formatKarachi(createdAt, 'yyyy-DDD');
      const sequence = (sequences.get(day) ?? 0) + 1;
      sequences.set(day, sequence);
      const stored: SimOrder = { ...order, ...bill, payProId: payProId(createdAt, sequence), status: 'UNPAID', createdAt, request };
      byId.set(stored.payProId, stored);
      return structuredClone(stored);
    },
    settle(id, status, paid) {
      const order = byId.get(id);
      if (!order) return undefined;
      if (current(order).status === 'UNPAID') {
        order.status = status;
        if (status === 'PAID') {
          order.paidAt = now();
          order.paid = paid ?? { amountPayable: order.amountPayable, amountPaid: order.amountPayable };
        }
      }
      return structuredClone(order);
    },
  };
}
