/**
 * `GET /api/orders/:orderNumber/status?route=` with a fake ledger: the five public keys and no-store for
 * an order of the asking form in every state; 404 unknown_order for an unknown one and, with the very
 * same body, for another org's or another form's order, and without asking the ledger for a malformed
 * OrderNumber or a missing or unknown route; nothing from the query string in the answer.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { indexRoutes } from '../../../orgs/routes.ts';
import { orderStatusAddress } from '../../../orgs/api-contract.ts';
import { ORDER_STATES } from '../../../orgs/public-order-status.ts';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import { startStatusRoutes, viewOf, type StatusRoutes } from '../order-status/helpers/status-routes.ts';
import { english } from '../../helpers/translators.ts';

const GRID = '/merchantform/grid-three-currencies';
let served: StatusRoutes;
const views = [
  ...ORDER_STATES.map((state) => viewOf(state, { orderNumber: `JHR-${state}` })),
  viewOf('paid', { orderNumber: 'SCCI-paid', org: 'membership', route: '/membership', formKind: 'membership-renewal' }),
  viewOf('paid', { orderNumber: 'USD-paid', org: 'fixed-amount', route: '/fixed-amount-dollar', formKind: 'fixed-amount' }),
];
const UNKNOWN = { error: { code: 'unknown_order', message: english.t('api.unknownOrder') } };

test.before(async () => {
  const orgs = await fixtureOrgs(['grid-three-currencies', 'membership', 'fixed-amount']);
  served = await startStatusRoutes(views, indexRoutes(orgs));
});
test.after(() => served.close());
test.before.each(() => {
  served.asked.length = 0;
});

/** The answer to the status address of `orderNumber` as the page of `route` asks it. */
const ask = (orderNumber: string, route: string) => fetch(`${served.origin}${orderStatusAddress('/api', orderNumber, route)}`);

test('each state of an order of the asking form: exactly state, amount, currency, paidAt and reference, not cached', async () => {
  for (const view of views.slice(0, ORDER_STATES.length)) {
    const response = await ask(view.orderNumber, GRID);
    assert.is(response.status, 200, view.state);
    assert.is(response.headers.get('cache-control'), 'no-store');
    assert.match(response.headers.get('content-type') ?? '', 'application/json');
    assert.equal(await response.json(), {
      state: view.state,
      amount: '2500',
      currency: 'PKR',
      paidAt: view.paidAt,
      reference: '01102205600001',
    });
  }
  assert.equal(
    served.asked,
    views.slice(0, ORDER_STATES.length).map((view) => view.orderNumber),
  );
});

test('the route is matched as a posted one: a trailing slash, or percent-encoded slashes, name the same form', async () => {
  for (const query of [`route=${GRID}/`, `route=${encodeURIComponent(GRID)}`]) {
    const response = await fetch(`${served.origin}/api/orders/JHR-paid/status?${query}`);
    assert.is(response.status, 200, query);
    assert.is(((await response.json()) as { state: string }).state, 'paid');
  }
});

test('an OrderNumber the ledger does not hold is 404 unknown_order, not cached', async () => {
  const response = await ask('NOPE-1', GRID);
  assert.is(response.status, 404);
  assert.is(response.headers.get('cache-control'), 'no-store');
  assert.equal(await response.json(), UNKNOWN);
  assert.equal(served.asked, ['NOPE-1']);
});

test("another org's paid order, asked by this form's page, is the unknown order's 404, byte for byte", async () => {
  const unknown = await ask('NOPE-1', GRID);
  const unknownBody = await unknown.text();
  for (const [orderNumber, route] of [
    ['SCCI-paid', GRID],
    ['JHR-paid', '/membership'],
    ['USD-paid', GRID],
  ] as const) {
    const response = await ask(orderNumber, route);
    assert.is(response.status, 404, `${orderNumber} on ${route}`);
    assert.is(response.headers.get('content-type'), unknown.headers.get('content-type'));
    assert.is(await response.text(), unknownBody, `${orderNumber} on ${route}`);
  }
});

test("another form of the same org is not the order's form: 404; its own form: 200", async () => {
  const other = await ask('USD-paid', '/fixed-amount-pkr');
  assert.is(other.status, 404);
  assert.equal(await other.json(), UNKNOWN);
  const own = await ask('USD-paid', '/fixed-amount-dollar');
  assert.is(own.status, 200);
  assert.is(((await own.json()) as { state: string }).state, 'paid');
});

test('without a route, with an empty one or one that names no form: the same 404, and the ledger is never asked', async () => {
  for (const query of ['', '?route=', '?route=/no-such-form', '?route=merchantform/grid-three-currencies', '?order=JHR-paid']) {
    const response = await fetch(`${served.origin}/api/orders/JHR-paid/status${query}`);
    assert.is(response.status, 404, query);
    assert.equal(await response.json(), UNKNOWN, query);
  }
  assert.equal(served.asked, []);
});

test('a malformed OrderNumber is the same 404, and the ledger is never asked', async () => {
  for (const bad of ['a%20b', '%3Cscript%3E', 'x'.repeat(65), 'JHR-1%3Fstatus%3DSuccess', '%C3%BC']) {
    const response = await fetch(`${served.origin}/api/orders/${bad}/status?route=${GRID}`);
    assert.is(response.status, 404, bad);
    assert.is(((await response.json()) as { error: { code: string } }).error.code, 'unknown_order', bad);
  }
  assert.equal(served.asked, []);
});

test('nothing from the query string is echoed', async () => {
  const query = `&status=Success&msg=${encodeURIComponent('<b>forged</b>')}&order=OTHER`;
  const known = await (await fetch(`${served.origin}${orderStatusAddress('/api', 'JHR-created', GRID)}${query}`)).text();
  const unknown = await (await fetch(`${served.origin}${orderStatusAddress('/api', 'NOPE', GRID)}${query}`)).text();
  for (const body of [known, unknown]) {
    assert.not.match(body, 'forged');
    assert.not.match(body, 'Success');
    assert.not.match(body, 'OTHER');
    assert.not.match(body, 'grid-three-currencies');
  }
  assert.is(JSON.parse(known).state, 'created');
});

test.run();
