/**
 * The donor's return from the checkout, however PayPro joins `status`, `ordId` and `msg` to our callback
 * (the simulator's `browserReturn`: after '&', after a second '?', in place of the query), through the
 * whole proxy, its SQLite ledger and the simulator: the thank-you page's reading of the address it lands
 * on names the order (by our `order`, else by PayPro's `ordId`), and the status API, asked as the page
 * asks, says it is paid; by PayProId another org's page gets the unknown id's 404. A form posted without
 * JavaScript returns to the proxy's status page, whose OrderNumber is in the path: PayPro's query
 * changes nothing there, in English or in Urdu.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orderStatusAddress, payProIdStatusAddress } from '../../../orgs/api-contract.ts';
import type { Org } from '../../../orgs/types.ts';
import type { ReturnJoin } from '../../../proxy/simulator/callback-url.ts';
import { returnedOrder } from '../../../templates/thank-you-address.ts';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import { startNoScriptStack, type NoScriptStack } from '../helpers/no-script-stack.ts';
import { pressPay } from '../helpers/pay-form.ts';
import { GRID_VALUES } from '../helpers/proxy-app.ts';

const GRID = '/merchantform/grid-three-currencies';
const OTHER_ORG = '/fixed-amount-dollar';
const JOINS: readonly ReturnJoin[] = ['append', 'second-question-mark', 'replace-query'];
let orgs: Org[];
let stack: NoScriptStack;

test.before(async () => {
  orgs = await fixtureOrgs(['grid-three-currencies', 'fixed-amount']);
  stack = await startNoScriptStack(orgs);
});
test.after(() => stack.close());
test.after.each(() => stack.sim.answers.set({}));

/** Pays the order whose checkout is `redirectUrl` with the simulator joining its return as `join`; resolves to where it returns. */
async function payAndReturn(redirectUrl: string, join: ReturnJoin): Promise<URL> {
  stack.sim.answers.set({ browserReturn: join });
  return pressPay(await (await fetch(redirectUrl)).text(), new URL(redirectUrl).origin);
}

async function get(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${stack.proxy.origin}${path}`);
  return { status: response.status, body: await response.text() };
}

test("each join: the page's reading of its address names the order, and the status API, asked as the page asks, says paid", async () => {
  for (const join of JOINS) {
    const created = await fetch(`${stack.proxy.origin}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: GRID, values: GRID_VALUES }),
    });
    const { redirectUrl, orderNumber } = (await created.json()) as { redirectUrl: string; orderNumber: string };
    const back = await payAndReturn(redirectUrl, join);
    assert.is(back.pathname, `${GRID}/thank-you/`, join);
    const ordId = /[?&]ordId=(\d+)/.exec(back.href)![1]!;
    const named = returnedOrder(back.search, back.href);
    assert.equal(named, join === 'replace-query' ? { payProId: ordId } : { orderNumber }, join);
    const address =
      named && 'orderNumber' in named ? orderStatusAddress('/api', orderNumber, GRID) : payProIdStatusAddress('/api', ordId, GRID);
    const { status, body } = await get(address);
    assert.is(status, 200, join);
    const answer = JSON.parse(body) as { state: string; reference: string };
    assert.equal([answer.state, answer.reference], ['paid', ordId], join);
    assert.not.match(body, orderNumber, `${join}: the answer never carries the OrderNumber`);
  }
});

test("by PayProId, another org's page gets the unknown id's 404, and a page naming no form the same", async () => {
  const created = await fetch(`${stack.proxy.origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route: GRID, values: GRID_VALUES }),
  });
  const { redirectUrl } = (await created.json()) as { redirectUrl: string };
  const ordId = /[?&]ordId=(\d+)/.exec((await payAndReturn(redirectUrl, 'replace-query')).href)![1]!;
  assert.is((await get(payProIdStatusAddress('/api', ordId, GRID))).status, 200);
  const unknown = await get(payProIdStatusAddress('/api', '09999999999999', OTHER_ORG));
  assert.is(unknown.status, 404);
  assert.equal(await get(payProIdStatusAddress('/api', ordId, OTHER_ORG)), unknown);
  assert.equal(await get(`/api/orders/by-paypro-id/${ordId}/status`), unknown);
});

test('a form posted without JavaScript returns to the status page by its path: PayPro’s query in each join changes nothing', async () => {
  const values = { route: GRID, website: '', ...GRID_VALUES };
  for (const [lang, expected] of [
    ['', /<html lang="en" dir="ltr">[\s\S]*<p>Your donation of PKR 2,500 is confirmed\.<\/p>/],
    ['?lang=ur', /<html lang="ur" dir="rtl">[\s\S]*\u2066PKR 2,500\u2069/],
  ] as const) {
    for (const join of JOINS) {
      const posted = await stack.postForm(`/api/orders${lang}`, { ...values, comments: `${join}${lang}` });
      assert.is(posted.status, 303, join);
      const back = await payAndReturn(posted.headers.get('location')!, join);
      assert.match(back.search, /^\?status=Success&ordId=\d+&msg=/, `${join}: ${back.href}`);
      const page = await fetch(back);
      assert.is(page.status, 200, `${join}${lang}`);
      const body = await page.text();
      assert.match(body, expected, `${join}${lang}`);
      assert.not.match(body, /Payment received|ordId/, `${join}${lang}: nothing of PayPro's query is shown`);
    }
  }
});

test.run();
