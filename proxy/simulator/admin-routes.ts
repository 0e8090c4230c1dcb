import type { Middleware } from 'koa';
import type { FaultSpec, FaultSwitch } from './faults.ts';
import type { SimulatorOrders } from './orders-store.ts';

/**
 * `POST <basePath>/__sim/faults` with a FaultSpec as JSON: puts it in force and answers
 * `{ fault: <the fault in force, or null> }`; a bad spec answers 400
 * `{ error: { code: 'invalid_fault', message } }`. `GET` answers the fault in force the same way.
 */
export function faultsRoute(faults: FaultSwitch): Middleware {
  return (ctx) => {
    if (ctx.method === 'POST') {
      try {
        faults.set(ctx.request.body as FaultSpec);
      } catch (err) {
        ctx.status = 400;
        ctx.body = { error: { code: 'invalid_fault', message: (err as Error).message } };
        return;
      }
    }
    ctx.body = { fault: faults.current() ?? null };
  };
}

/**
 * `GET <basePath>/__sim/orders`: `{ orders: SimOrder[] }`, each with its MerchantId, status and the
 * full create-order body it was created with.
 */
export function ordersRoute(orders: SimulatorOrders): Middleware {
  return (ctx) => {
    ctx.body = { orders: orders.list() };
  };
}
