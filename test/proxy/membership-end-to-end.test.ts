/**
 * The renewal page's calls through the proxy with the real PayPro client against the simulator, each on
 * its own ephemeral port, in simulator mode as `forms serve` runs it: look up, renew, land on the pay
 * page; both pay page paths (Click2Pay and the bid fallback); not found; a gateway that fails.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../orgs/types.ts';
import { SIM_BASE_PATH, startSimulatedStack, type SimulatedStack } from './helpers/simulated-stack.ts';
import { testOrgsWithMembership } from './helpers/test-orgs.ts';
import { english } from '../helpers/translators.ts';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgsWithMembership();
});

interface Stack extends SimulatedStack {
  post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
}

async function withStack(fn: (stack: Stack) => Promise<void>): Promise<void> {
  const simulated = await startSimulatedStack(orgs);
  const stack: Stack = {
    ...simulated,
    post: async (path, body) => {
      const response = await fetch(`${simulated.proxy.origin}/api/membership/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
  };
  try {
    await fn(stack);
  } finally {
    await stack.close();
  }
}

const renewal = (membershipType: string, membershipId: string, idCard: boolean) => ({
  route: '/membership',
  membershipType,
  membershipId,
  idCard,
  email: 'members@example.org',
  phone: '03001234567',
});

test('Associate A-1001: found, renewed with the card, Click2Pay leads to the pay page showing PKR 4,200.00', () =>
  withStack(async ({ sim, post }) => {
    const found = await post('lookup', { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' });
    assert.equal(found, {
      status: 200,
      body: {
        membershipNumber: '1001',
        companyName: 'Example Textiles (Pvt) Ltd',
        emailOnFile: 'a•••@t•••.com',
        phoneOnFile: '03•••••••67',
      },
    });
    const renewed = await post('orders', renewal('Associate', 'A-1001', true));
    assert.is(renewed.status, 200);
    const order = sim.orders.list()[0]!;
    const link = new URL(String(renewed.body.redirectUrl));
    assert.is(link.searchParams.get('bid'), Buffer.from(order.payProId).toString('base64'));
    assert.match(link.searchParams.get('callback_url')!, new RegExp(`/membership/thank-you/\\?order=${order.orderNumber}$`));
    const page = await (await fetch(link)).text();
    assert.match(page, 'PKR 4,200.00');
    assert.match(page, 'Example Textiles (Pvt) Ltd');
    assert.equal([order.merchantId, order.amount, renewed.body.orderNumber], ['sim-membership-associate', '4200', order.orderNumber]);
  }));

test('Corporate C-2001: the simulator sends no Click2Pay, so the proxy builds the bid link to the same page', () =>
  withStack(async ({ sim, gateway, post }) => {
    const renewed = await post('orders', renewal('Corporate', 'C-2001', false));
    assert.is(renewed.status, 200);
    const order = sim.orders.list()[0]!;
    const bid = encodeURIComponent(Buffer.from(order.payProId).toString('base64'));
    assert.match(String(renewed.body.redirectUrl), `${gateway.origin}${SIM_BASE_PATH}/pyb-demo/?bid=${bid}&callback_url=`);
    const page = await (await fetch(String(renewed.body.redirectUrl))).text();
    assert.match(page, 'PKR 5,950.00');
    assert.match(page, 'sim-membership-corporate');
  }));

test("the ID's letter counts: Associate A-2001 or B-2001 and Corporate C-1001 are no one's (404, as an unknown member), never an order", () =>
  withStack(async ({ sim, post }) => {
    const unknown = await post('lookup', { route: '/membership', membershipType: 'Associate', membershipId: 'A-9999' });
    for (const [membershipType, membershipId] of [
      ['Associate', 'A-2001'],
      ['Associate', 'B-2001'],
      ['Corporate', 'C-1001'],
    ] as const) {
      const lookup = await post('lookup', { route: '/membership', membershipType, membershipId });
      assert.equal(lookup, unknown, `${membershipType} ${membershipId} looked up`);
      const renewed = await post('orders', renewal(membershipType, membershipId, false));
      assert.equal(renewed, unknown, `${membershipType} ${membershipId} renewed`);
    }
    // A letter of the other type is refused by the page's rules before PayPro is asked.
    const otherLetter = await post('orders', renewal('Corporate', 'A-2001', false));
    assert.equal([otherLetter.status, (otherLetter.body.error as Record<string, unknown>).code], [422, 'invalid_fields']);
    assert.is(sim.orders.list().length, 0);
    assert.is(sim.stats.legacyCreateOrderCalls, 0);
  }));

test('the right pairs still renew: Associate B-1001 is A-1001 (the letters of one type), Corporate C-2001 pays into its own account', () =>
  withStack(async ({ sim, post }) => {
    const associate = await post('orders', renewal('Associate', 'B-1001', false));
    const corporate = await post('orders', renewal('Corporate', 'C-2001', false));
    assert.equal([associate.status, corporate.status], [200, 200]);
    assert.equal(
      sim.orders.list().map((order) => [order.merchantId, order.amount, order.customerName]),
      [
        ['sim-membership-associate', '3700', 'Example Textiles (Pvt) Ltd'],
        ['sim-membership-corporate', '5950', 'Demo Industries Limited'],
      ],
    );
  }));

test('email and phone left empty: the order carries neither on-file detail, nor does any answer, link, page or ledger row', () =>
  withStack(async ({ sim, post, proxy, database }) => {
    // A-1001's email and phone at the simulator, and the phone's last seven digits.
    const leaks = (text: string) => ['accounts@textiles.example.com', '03001234567', '1234567'].filter((detail) => text.includes(detail));
    const found = await post('lookup', { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' });
    const renewed = await post('orders', { ...renewal('Associate', 'A-1001', false), email: '', phone: '' });
    assert.is(renewed.status, 200);
    const order = sim.orders.list()[0]!;
    assert.equal([order.customerEmail, leaks(JSON.stringify(order.request))], ['', []], 'nothing on file reaches PayPro');
    const link = String(renewed.body.redirectUrl);
    const checkout = await (await fetch(link)).text();
    const fields = new URL(link).searchParams;
    const paid = await fetch(new URL('pay', link), {
      method: 'POST',
      body: new URLSearchParams({ bid: fields.get('bid')!, callback_url: fields.get('callback_url')! }),
      redirect: 'manual',
    });
    const thankYou = paid.headers.get('location') ?? '';
    const status = await (await fetch(`${proxy.origin}/api/orders/${order.orderNumber}/status`)).text();
    const page = await (await fetch(`${proxy.origin}/api/orders/${order.orderNumber}/page`)).text();
    const row = await database.db.selectFrom('orders').select(['donor_email', 'donor_phone']).executeTakeFirstOrThrow();
    assert.equal(row, { donor_email: '', donor_phone: '' });
    const seen = { found: JSON.stringify(found.body), renewed: JSON.stringify(renewed.body), link, checkout, thankYou, status, page };
    assert.equal(
      Object.entries(seen).filter(([, text]) => leaks(text).length > 0),
      [],
    );
    assert.match(thankYou, `/membership/thank-you/?order=${order.orderNumber}`);
  }));

test("an unknown member: 404 with the spec's not-found message; nothing is created", () =>
  withStack(async ({ sim, post }) => {
    const lookup = await post('lookup', { route: '/membership', membershipType: 'Associate', membershipId: 'A-9999' });
    assert.is(lookup.status, 404);
    assert.match(String((lookup.body.error as Record<string, unknown>).message), 'email us at desk@chamber.example.org');
    const renewed = await post('orders', renewal('Associate', 'A-9999', true));
    assert.is(renewed.status, 404);
    assert.is(sim.orders.list().length, 0);
  }));

test('the gateway down (IIS 500 page) or slow: 503 and 504; an invoice that may exist says not to pay twice', () =>
  withStack(async ({ sim, post, timedOut }) => {
    sim.faults.set({ mode: 'http500', on: 'gcd', times: 1 });
    const down = await post('lookup', { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' });
    assert.equal(down, {
      status: 503,
      body: { error: { code: 'gateway_unavailable', message: 'An error occurred while fetching membership information.' } },
    });
    sim.faults.set({ mode: 'slow', delayMs: 60_000, on: 'gcd', times: 1 });
    const slow = await timedOut(post('lookup', { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' }));
    assert.is(slow.status, 504);
    sim.faults.set({ mode: 'http500', on: 'cpay-co', times: 1 });
    const payment = await post('orders', renewal('Associate', 'A-1001', false));
    assert.is(payment.status, 503);
    const error = payment.body.error as Record<string, unknown>;
    assert.is(error.message, english.t('api.membershipOutcomeUnknown', { orderNumber: String(error.orderNumber) }));
    assert.match(String(error.message), 'Please do not pay twice');
    assert.is(sim.stats.legacyCreateOrderCalls, 1, 'never resent');
  }));

test.run();
