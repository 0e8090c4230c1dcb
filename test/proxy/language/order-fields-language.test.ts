/**
 * The language of a request changes what the donor reads and where they return, never what PayPro is
 * sent: an Urdu order and an English order of the same values reach the simulator with the same
 * create-order body, but for the OrderNumber each order gets.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { GRID_VALUES } from '../helpers/proxy-app.ts';
import { startSimulatedStack, type SimulatedStack } from '../helpers/simulated-stack.ts';
import { testOrgs } from '../helpers/test-orgs.ts';

const ROUTE = '/merchantform/grid-three-currencies';

let orgs: Org[];
let stack: SimulatedStack;
test.before(async () => {
  orgs = await testOrgs();
  stack = await startSimulatedStack(orgs);
});
test.after(() => stack.close());

/**
 * Posts an order of `values` (to `?lang=<lang>`, no query when undefined) and resolves to the create-order body the
 * simulator received, with its OrderNumber replaced by 'ORDER', and the callback URL the donor got.
 */
async function sentOrder(values: Record<string, string>, lang?: string): Promise<{ request: string; callbackUrl: string | null }> {
  const response = await fetch(`${stack.proxy.origin}/api/orders${lang === undefined ? '' : `?lang=${lang}`}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route: ROUTE, values }),
  });
  assert.is(response.status, 200, JSON.stringify(await response.clone().json()));
  const { orderNumber, redirectUrl } = (await response.json()) as { orderNumber: string; redirectUrl: string };
  const created = stack.sim.orders.list().find((order) => order.orderNumber === orderNumber);
  if (!created) throw new Error(`the simulator has no order ${orderNumber}`);
  return {
    request: JSON.stringify(created.request).replaceAll(orderNumber, 'ORDER'),
    callbackUrl: new URL(redirectUrl).searchParams.get('callback_url'),
  };
}

test('an Urdu order sends PayPro exactly the fields of the English one; only the thank-you page differs', async () => {
  const inEnglish = await sentOrder(GRID_VALUES);
  const inUrdu = await sentOrder(GRID_VALUES, 'ur');
  assert.is(inUrdu.request, inEnglish.request);
  assert.match(inEnglish.request, '"OrderNumber":"ORDER"');
  assert.match(inEnglish.callbackUrl ?? '', `${ROUTE}/thank-you/?order=`);
  assert.match(inUrdu.callbackUrl ?? '', `${ROUTE}/ur/thank-you/?order=`);
});

test('the comparison sees a difference in the values: another amount is another body', async () => {
  const inEnglish = await sentOrder(GRID_VALUES, 'en');
  const changed = await sentOrder({ ...GRID_VALUES, amount: '2600' }, 'ur');
  assert.is.not(changed.request, inEnglish.request);
  assert.is(changed.request.replace('"2600"', '"2500"'), inEnglish.request);
});

test.run();
