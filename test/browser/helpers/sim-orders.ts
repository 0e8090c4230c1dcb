/**
 * The orders the PayPro simulator of a running server holds, as its test route lists them
 * (`GET <server>/paypro-sim/__sim/orders`, proxy/simulator/admin-routes.ts).
 */
import * as assert from 'uvu/assert';
import type { SimOrder } from '../../../proxy/simulator/orders-store.ts';

/** Every order the simulator created so far, oldest first. */
export async function simulatorOrders(serverUrl: string): Promise<SimOrder[]> {
  const response = await fetch(`${serverUrl}/paypro-sim/__sim/orders`);
  assert.ok(response.ok, `the simulator's order list answered ${response.status}`);
  return ((await response.json()) as { orders: SimOrder[] }).orders;
}

/**
 * The one order `matches` picks, e.g. by its CustomerEmail (each test gives its donor an address of
 * its own) or its PayProId; fails the test naming `what` when there is none or more than one.
 */
export async function simulatorOrder(serverUrl: string, what: string, matches: (order: SimOrder) => boolean): Promise<SimOrder> {
  const found = (await simulatorOrders(serverUrl)).filter(matches);
  assert.is(found.length, 1, `the simulator holds ${found.length} orders ${what}`);
  return found[0]!;
}
