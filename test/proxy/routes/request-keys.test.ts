/**
 * Every posting endpoint refuses what its page never sends: a top-level key the endpoint does not know is
 * a 400 `invalid_request`, a key in an order's `values` the form does not have a 422 naming that key.
 * The honeypot `website` is the one extra key allowed (empty: a person sent the form). Nothing refused
 * reaches PayPro or the removal store; each accepted body reaches it once.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FakePayPro } from '../helpers/fake-paypro.ts';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { GRID_VALUES } from '../helpers/proxy-app.ts';
import { startEdgeApp, type EdgeApp } from '../middleware/helpers/edge-app.ts';

const NOT_A_FIELD = 'This field is not part of the form.';
const UNKNOWN_KEYS = 'The request could not be read because it has entries this address does not take. Send the form again from its page.';

const LOOKUP = { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' };
const RENEWAL = { ...LOOKUP, idCard: false, email: 'renewals@textiles.example.com', phone: '03007654321' };
const REMOVAL = { route: '/platform-pages/account-removal', email: 'leaving.member@example.org' };
const ORDER = { route: '/merchantform/grid-three-currencies', values: GRID_VALUES };

/** Each endpoint with a body its page sends, and the status that body is accepted with. */
const ENDPOINTS: [string, Record<string, unknown>, number][] = [
  ['/api/orders', ORDER, 200],
  ['/api/membership/lookup', LOOKUP, 200],
  ['/api/membership/orders', RENEWAL, 200],
  ['/api/account-removal', REMOVAL, 202],
];

interface Stack extends EdgeApp {
  post(path: string, body: unknown): Promise<{ status: number; error: Record<string, unknown> | undefined }>;
}

/** The edge app (fake PayPro, removal requests in memory), with rate limits out of the way. */
async function start(): Promise<Stack> {
  const app = await startEdgeApp({ env: GENEROUS_RATE_LIMITS });
  const post = async (path: string, body: unknown) => {
    const response = await app.postJson(path, body);
    const answer = (await response.json()) as { error?: Record<string, unknown> };
    return { status: response.status, error: answer.error };
  };
  return Object.assign(app, { post });
}

/** How many calls reached PayPro, of any kind. */
function gatewayCalls(paypro: FakePayPro): number {
  return paypro.calls.length + paypro.lookups.length + paypro.legacyOrders.length;
}

test('a top-level key an endpoint does not take: 400 invalid_request on all four, nothing done', async () => {
  const stack = await start();
  try {
    for (const [path, body] of ENDPOINTS) {
      for (const extra of [{ amount: '1' }, { OrderAmount: '1', merchantId: 'X' }, { __proto__x: 1 }, { Route: '/membership' }]) {
        const answer = await stack.post(path, { ...body, ...extra });
        assert.equal(
          answer,
          { status: 400, error: { code: 'invalid_request', message: UNKNOWN_KEYS } },
          `${path} ${JSON.stringify(extra)}`,
        );
      }
      const honeypot = await stack.post(path, { ...body, website: 7 });
      assert.equal([honeypot.status, honeypot.error?.code], [400, 'invalid_request'], `${path} website must be text`);
    }
    assert.is(gatewayCalls(stack.paypro), 0);
    assert.equal(await stack.removals(), []);
  } finally {
    await stack.close();
  }
});

test('the empty honeypot and the bodies the pages send are accepted on all four', async () => {
  const stack = await start();
  try {
    for (const [path, body, accepted] of ENDPOINTS) {
      const answer = await stack.post(path, { ...body, website: '' });
      assert.equal(
        [answer.status, answer.error],
        [accepted, undefined],
        `${path} answered ${answer.status} ${JSON.stringify(answer.error)}`,
      );
    }
    // The renewal looks its member up again before it pays: two lookups, one from each membership endpoint.
    assert.equal(
      [stack.paypro.calls.length, stack.paypro.lookups.length, stack.paypro.legacyOrders.length, (await stack.removals()).length],
      [1, 2, 1, 1],
    );
    assert.is((await stack.removals())[0]!.email, REMOVAL.email);
  } finally {
    await stack.close();
  }
});

test('a key in values the form does not have: 422 naming it, with the other problems, and no order', async () => {
  const stack = await start();
  try {
    const tampered = await stack.post('/api/orders', { ...ORDER, values: { ...GRID_VALUES, OrderAmount: '1', account: 'zakat' } });
    assert.equal(tampered, {
      status: 422,
      error: { code: 'invalid_fields', message: 'Some fields need attention.', fields: { OrderAmount: NOT_A_FIELD, account: NOT_A_FIELD } },
    });
    const mixed = await stack.post('/api/orders', { ...ORDER, values: { ...GRID_VALUES, email: 'nope', website: 'x' } });
    assert.equal(mixed.error?.fields, { email: 'Email address is invalid.', website: NOT_A_FIELD });
    assert.is(stack.paypro.calls.length, 0);
  } finally {
    await stack.close();
  }
});

test.run();
