/**
 * A paid order is confirmed only to its own form's pages, through the whole proxy (its router, rate
 * limits and error handler) against the simulator: asked as another org's page, the status API and the
 * status page answer exactly as for an order the proxy does not hold, in English and Urdu; asked as its
 * own, or by the address a form posted without JavaScript returns to, it is paid.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orderLookupQuery, orderStatusAddress } from '../../../orgs/api-contract.ts';
import type { Org } from '../../../orgs/types.ts';
import { pressPay } from '../helpers/pay-form.ts';
import { GRID_VALUES } from '../helpers/proxy-app.ts';
import { startSimulatedStack, type SimulatedStack } from '../helpers/simulated-stack.ts';
import { testOrgs } from '../helpers/test-orgs.ts';

const OWN = '/merchantform/grid-three-currencies';
const OTHER_ORG = '/grid-payment-type';
let stack: SimulatedStack;
let paid: string;

test.before(async () => {
  const orgs: Org[] = await testOrgs();
  stack = await startSimulatedStack(orgs, 5_000, { RECONCILE_INTERVAL_SECONDS: '0' });
  const created = await fetch(`${stack.proxy.origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route: OWN, values: GRID_VALUES }),
  });
  const { redirectUrl, orderNumber } = (await created.json()) as { redirectUrl: string; orderNumber: string };
  await pressPay(await (await fetch(redirectUrl)).text(), stack.gateway.origin);
  await stack.sim.callbacks.settled();
  assert.is((await stack.database.ledger.find(orderNumber))?.state, 'paid');
  paid = orderNumber;
});
test.after(() => stack.close());

const get = async (path: string) => {
  const response = await fetch(`${stack.proxy.origin}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

test("the status API: the order's own form gets it paid; another org's page, or none, gets the unknown order's 404", async () => {
  const own = await get(orderStatusAddress('/api', paid, OWN));
  assert.is(own.status, 200);
  assert.is(JSON.parse(own.body).state, 'paid');
  const unknown = await get(orderStatusAddress('/api', 'NOPE1', OTHER_ORG));
  assert.is(unknown.status, 404);
  for (const path of [orderStatusAddress('/api', paid, OTHER_ORG), `/api/orders/${paid}/status`]) {
    assert.equal(await get(path), unknown, path);
  }
});

test("the status page: asked with another org's route it is the unknown order's page, in English and Urdu", async () => {
  for (const lang of ['', '&lang=ur']) {
    const unknown = await get(`/api/orders/page${orderLookupQuery('NOPE1', OTHER_ORG)}${lang}`);
    assert.is(unknown.status, 404);
    assert.equal(await get(`/api/orders/page${orderLookupQuery(paid, OTHER_ORG)}${lang}`), unknown, lang);
    const own = await get(`/api/orders/page${orderLookupQuery(paid, OWN)}${lang}`);
    assert.is(own.status, 200, lang);
    assert.match(own.body, 'Three Currencies Trust', lang);
  }
  const returned = await get(`/api/orders/${paid}/page/ur`);
  assert.is(returned.status, 200, 'where a form posted without JavaScript returns needs no route');
  assert.match(returned.body, '<html lang="ur" dir="rtl">');
});

test.run();
