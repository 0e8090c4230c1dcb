/**
 * `GET /api/orders/by-paypro-id/:payProId/status?route=` with a fake ledger: where the thank-you page
 * asks when PayPro's return kept its `ordId` but lost our `order`. The asking form's order answers as by
 * its OrderNumber (the five public keys, no OrderNumber); another org's or another form's order is the
 * unknown id's 404, byte for byte; an id that is not 1 to 32 digits, or a request naming no form, is
 * that 404 without a lookup; the id is looked up as text, leading zeros kept.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { indexRoutes } from '../../../orgs/routes.ts';
import { orderStatusAddress, payProIdStatusAddress } from '../../../orgs/api-contract.ts';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';
import { startStatusRoutes, viewOf, type StatusRoutes } from '../order-status/helpers/status-routes.ts';

const GRID = '/merchantform/grid-three-currencies';
const UNKNOWN = { error: { code: 'unknown_order', message: english.t('api.unknownOrder') } };
let served: StatusRoutes;

test.before(async () => {
  const orgs = await fixtureOrgs(['grid-three-currencies', 'membership', 'fixed-amount']);
  served = await startStatusRoutes(
    [
      viewOf('paid', { orderNumber: 'JHR-paid', reference: '01102205600001' }),
      viewOf('created', { orderNumber: 'JHR-created', reference: '01102205600002' }),
      viewOf('paid', { orderNumber: 'SCCI-paid', org: 'membership', route: '/membership', reference: '02202205600001' }),
      viewOf('paid', { orderNumber: 'USD-paid', org: 'fixed-amount', route: '/fixed-amount-dollar', reference: '03302205600001' }),
    ],
    indexRoutes(orgs),
  );
});
test.after(() => served.close());
test.before.each(() => {
  served.asked.length = 0;
  served.askedPayProIds.length = 0;
});

const ask = (payProId: string, route: string) => fetch(`${served.origin}${payProIdStatusAddress('/api', payProId, route)}`);

test("the asking form's order by its PayProId: the answer by its OrderNumber, not cached, without the OrderNumber", async () => {
  for (const [payProId, orderNumber] of [
    ['01102205600001', 'JHR-paid'],
    ['01102205600002', 'JHR-created'],
  ] as const) {
    const response = await ask(payProId, GRID);
    assert.is(response.status, 200, payProId);
    assert.is(response.headers.get('cache-control'), 'no-store');
    const body = await response.text();
    const byNumber = await (await fetch(`${served.origin}${orderStatusAddress('/api', orderNumber, GRID)}`)).text();
    assert.is(body, byNumber, payProId);
    assert.not.match(body, orderNumber);
  }
  assert.equal(served.askedPayProIds, [`01102205600001 grid-three-currencies ${GRID}`, `01102205600002 grid-three-currencies ${GRID}`]);
});

test('a PayProId is text: without its leading zero, or with one more, it is another id, not found', async () => {
  for (const id of ['1102205600001', '001102205600001']) {
    const response = await ask(id, GRID);
    assert.is(response.status, 404, id);
    assert.equal(await response.json(), UNKNOWN, id);
  }
  assert.equal(served.askedPayProIds, [`1102205600001 grid-three-currencies ${GRID}`, `001102205600001 grid-three-currencies ${GRID}`]);
  assert.equal(served.asked, [], 'no OrderNumber looked up for an id the ledger does not hold');
});

test("another org's or another form's order, by its PayProId, is the unknown id's 404, byte for byte", async () => {
  const unknown = await ask('09999999999999', GRID);
  assert.is(unknown.status, 404);
  const unknownBody = await unknown.text();
  for (const [payProId, route] of [
    ['02202205600001', GRID],
    ['01102205600001', '/membership'],
    ['03302205600001', '/fixed-amount-pkr'],
    ['03302205600001', GRID],
  ] as const) {
    const response = await ask(payProId, route);
    assert.is(response.status, 404, `${payProId} on ${route}`);
    assert.is(response.headers.get('content-type'), unknown.headers.get('content-type'));
    assert.is(await response.text(), unknownBody, `${payProId} on ${route}`);
  }
  const own = await ask('03302205600001', '/fixed-amount-dollar');
  assert.is(own.status, 200, 'its own form');
});

test('an id that is not 1 to 32 digits, or no form named: the same 404, and the ledger is never asked', async () => {
  for (const path of [
    ...['JHR-paid', '0110x', '1e5', '-1', '0x1F', '%201', '1%2E0', '%EF%BC%91', '9'.repeat(33)].map(
      (bad) => `/api/orders/by-paypro-id/${bad}/status?route=${GRID}`,
    ),
    '/api/orders/by-paypro-id/01102205600001/status',
    '/api/orders/by-paypro-id/01102205600001/status?route=/no-such-form',
  ]) {
    const response = await fetch(`${served.origin}${path}`);
    assert.is(response.status, 404, path);
    assert.equal(await response.json(), UNKNOWN, path);
  }
  assert.equal(served.askedPayProIds, []);
  assert.equal(served.asked, []);
});

test("nothing of PayPro's return query is echoed", async () => {
  const query = `&status=Success&ordId=01102205600002&msg=${encodeURIComponent('<b>forged</b>')}&order=OTHER`;
  for (const id of ['01102205600001', '09999999999999']) {
    const body = await (await fetch(`${served.origin}${payProIdStatusAddress('/api', id, GRID)}${query}`)).text();
    assert.not.match(body, /forged|Success|OTHER|01102205600002|JHR-/);
  }
});

test.run();
