/**
 * `GET /api/orders/:orderNumber/status` with a fake ledger: the five public keys and no-store for a
 * known order in every state; 404 unknown_order for an unknown one and, without asking the ledger, for
 * a malformed one; nothing from the query string in the answer.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ORDER_STATES } from '../../../orgs/public-order-status.ts';
import { startStatusRoutes, viewOf, type StatusRoutes } from '../order-status/helpers/status-routes.ts';
import { english } from '../../helpers/translators.ts';

let served: StatusRoutes;
const views = ORDER_STATES.map((state) => viewOf(state, { orderNumber: `JHR-${state}` }));

test.before(async () => {
  served = await startStatusRoutes(views);
});
test.after(() => served.close());
test.before.each(() => {
  served.asked.length = 0;
});

test('each state is answered with exactly state, amount, currency, paidAt and reference, not cached', async () => {
  for (const view of views) {
    const response = await fetch(`${served.origin}/api/orders/${view.orderNumber}/status`);
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
    views.map((view) => view.orderNumber),
  );
});

test('an OrderNumber the ledger does not hold is 404 unknown_order, not cached', async () => {
  const response = await fetch(`${served.origin}/api/orders/NOPE-1/status`);
  assert.is(response.status, 404);
  assert.is(response.headers.get('cache-control'), 'no-store');
  assert.equal(await response.json(), { error: { code: 'unknown_order', message: english.t('api.unknownOrder') } });
  assert.equal(served.asked, ['NOPE-1']);
});

test('a malformed OrderNumber is the same 404, and the ledger is never asked', async () => {
  for (const bad of ['a%20b', '%3Cscript%3E', 'x'.repeat(65), 'JHR-1%3Fstatus%3DSuccess', '%C3%BC']) {
    const response = await fetch(`${served.origin}/api/orders/${bad}/status`);
    assert.is(response.status, 404, bad);
    assert.is(((await response.json()) as { error: { code: string } }).error.code, 'unknown_order', bad);
  }
  assert.equal(served.asked, []);
});

test('nothing from the query string is echoed', async () => {
  const query = `?status=Success&msg=${encodeURIComponent('<b>forged</b>')}&order=OTHER`;
  const known = await (await fetch(`${served.origin}/api/orders/JHR-created/status${query}`)).text();
  const unknown = await (await fetch(`${served.origin}/api/orders/NOPE/status${query}`)).text();
  for (const body of [known, unknown]) {
    assert.not.match(body, 'forged');
    assert.not.match(body, 'Success');
    assert.not.match(body, 'OTHER');
  }
  assert.is(JSON.parse(known).state, 'created');
});

test.run();
