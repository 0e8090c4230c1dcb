/**
 * POST /api/orders from a page whose script did not run: form-encoded fields in, a 303 to the checkout
 * or the form page shown again (HTML) out, through the real route against the simulator.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import type { Org } from '../../../orgs/types.ts';
import { BROWSER_ACCEPT, startNoScriptStack, TEST_STYLES, type NoScriptStack } from '../helpers/no-script-stack.ts';
import { SIM_BASE_PATH } from '../helpers/simulated-stack.ts';
import { rawRequest } from './helpers/raw-request.ts';
import { english } from '../../helpers/translators.ts';

const ROUTE = '/merchantform/grid-three-currencies';

/** What the grid-three-currencies page posts for a valid donation, honeypot and route included. */
const VALID = {
  route: ROUTE,
  website: '',
  name: 'Ayesha Khan',
  email: 'ayesha@example.org',
  phoneNumber: '03001234567',
  address: 'House 12, Lahore',
  amount: '2500',
  currency: 'PKR',
  donationType: 'WaterWell',
  comments: 'For the well <in> "Thar" & beyond',
};

let orgs: Org[];
let stack: NoScriptStack;

test.before(async () => {
  orgs = await fixtureOrgs(['grid-three-currencies']);
  stack = await startNoScriptStack(orgs);
});
test.after(() => stack.close());
test.before.each(() => {
  stack.sim.faults.set({ mode: 'none' });
});

/** `text` as React writes it into an attribute or element. */
function escaped(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
}

test('a valid post is answered 303 See Other to the checkout, and creates exactly one order', async () => {
  const before = stack.sim.orders.list().length;
  const response = await stack.postForm('/api/orders', VALID);
  assert.is(response.status, 303);
  const location = new URL(response.headers.get('location') ?? '');
  assert.is(location.pathname, `${SIM_BASE_PATH}/pyb-demo/`);
  const created = stack.sim.orders.list().slice(before);
  assert.is(created.length, 1);
  assert.is(created[0]!.amount, '2500');
  assert.is(created[0]!.customerEmail, VALID.email);
  // A static thank-you page needs its script to ask for the result, so a post without one returns to
  // the proxy's own status page for the order.
  const orderNumber = created[0]!.orderNumber;
  assert.is(location.searchParams.get('callback_url'), `${stack.proxy.origin}/api/orders/${orderNumber}/page`);
  const statusPage = await fetch(`${stack.proxy.origin}/api/orders/${orderNumber}/page`);
  assert.is(statusPage.status, 200);
  assert.match(await statusPage.text(), orderNumber);
});

test('a valid post from an Urdu page returns to the status page in Urdu, the language in its path', async () => {
  const before = stack.sim.orders.list().length;
  const response = await stack.postForm('/api/orders?lang=ur', { ...VALID, comments: 'from the Urdu page' });
  assert.is(response.status, 303);
  const orderNumber = stack.sim.orders.list().slice(before)[0]!.orderNumber;
  const callback = new URL(response.headers.get('location') ?? '').searchParams.get('callback_url');
  assert.is(callback, `${stack.proxy.origin}/api/orders/${orderNumber}/page/ur`);
  const statusPage = await (await fetch(callback!)).text();
  assert.match(statusPage, '<html lang="ur" dir="rtl">');
});

test('the same post sent twice (a double click, a reload) gets the same 303 and makes one order; a changed one makes another', async () => {
  const before = stack.sim.orders.list().length;
  const post = { ...VALID, comments: 'sent twice' };
  const [first, second] = await Promise.all([stack.postForm('/api/orders', post), stack.postForm('/api/orders', post)]);
  assert.is(first.status, 303);
  assert.is(second.status, 303);
  assert.is(second.headers.get('location'), first.headers.get('location'));
  const third = await stack.postForm('/api/orders', post);
  assert.is(third.headers.get('location'), first.headers.get('location'));
  assert.is(stack.sim.orders.list().length - before, 1);

  const changed = await stack.postForm('/api/orders', { ...post, amount: '2600' });
  assert.is(changed.status, 303);
  assert.is.not(changed.headers.get('location'), first.headers.get('location'));
  assert.is(stack.sim.orders.list().length - before, 2);
});

test('an invalid post shows the form again: 422 HTML with each message and each typed value, no gateway call', async () => {
  const calls = stack.sim.stats.authCalls + stack.sim.stats.createOrderCalls;
  const response = await stack.postForm('/api/orders', { ...VALID, name: '', email: 'ayesha@', amount: '12.345' });
  assert.is(response.status, 422);
  assert.match(response.headers.get('content-type') ?? '', 'text/html');
  assert.is(response.headers.get('cache-control'), 'no-store');
  const html = await response.text();
  for (const message of [
    english.t('rules.nameRequired'),
    english.t('rules.emailInvalid'),
    english.t('rules.amountTooPrecise'),
    english.t('api.invalidFields'),
  ]) {
    assert.ok(html.includes(message), `the page shows '${message}'`);
  }
  for (const value of ['ayesha@', '12.345', VALID.phoneNumber, VALID.address]) {
    assert.ok(html.includes(`value="${escaped(value)}"`), `the page keeps '${value}'`);
  }
  assert.ok(html.includes(`>${escaped(VALID.comments)}</textarea>`), 'the comments are kept, escaped');
  assert.ok(html.includes('<option value="WaterWell" selected="">'), 'the chosen purpose stays chosen');
  assert.is(stack.sim.stats.authCalls + stack.sim.stats.createOrderCalls, calls);
});

test('the page shown again loads its stylesheet from the page folder and posts back to the proxy', async () => {
  const response = await stack.postForm('/api/orders', { ...VALID, name: '' });
  const html = await response.text();
  const base = /<base href="([^"]+)"/.exec(html)?.[1];
  assert.is(base, `${stack.proxy.origin}${ROUTE}/`);
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
  assert.is(new URL(stylesheet, base).href, `${stack.proxy.origin}/${TEST_STYLES}`);
  assert.match(html, `action="${stack.proxy.origin}/api/orders"`);
  assert.not.match(html, '<script', 'the page runs no script');
  const policy = response.headers.get('content-security-policy') ?? '';
  assert.match(policy, `style-src ${stack.proxy.origin}`);
  assert.match(policy, `base-uri ${stack.proxy.origin}`);
  assert.match(policy, "default-src 'none'");
  assert.not.match(policy, 'script-src');
  assert.is(response.headers.get('x-frame-options'), null);
});

test('a form hosted at the org file siteUrl gets that folder as its base and style source', async () => {
  const hosted = orgs.map((org) => ({ ...org, siteUrl: 'https://donate.example.org/charity/' }));
  const elsewhere = await startNoScriptStack(hosted);
  try {
    const response = await elsewhere.postForm('/api/orders', { ...VALID, email: '' });
    const html = await response.text();
    assert.match(html, `<base href="https://donate.example.org/charity${ROUTE}/"`);
    assert.match(response.headers.get('content-security-policy') ?? '', 'style-src https://donate.example.org;');
  } finally {
    await elsewhere.close();
  }
});

test("a gateway refusal shows the form again with PayPro's description, status 502", async () => {
  stack.sim.faults.set({ mode: 'status03', description: 'Merchant is temporarily disabled', on: 'co', times: 1 });
  // Its own comment: an identical earlier post would be answered as a repeat.
  const response = await stack.postForm('/api/orders', { ...VALID, comments: 'refused' });
  assert.is(response.status, 502);
  const html = await response.text();
  assert.match(html, 'Merchant is temporarily disabled');
  assert.match(html, `value="${VALID.email}"`);
});

test('a create-order without an answer shows the form again, saying the outcome is unknown (503)', async () => {
  stack.sim.faults.set({ mode: 'http500', on: 'co', times: 1 });
  const response = await stack.postForm('/api/orders', { ...VALID, comments: 'no answer' });
  assert.is(response.status, 503);
  const html = await response.text();
  const logged = stack.logs.find((line) => line.msg === 'create-order got no answer');
  assert.type(logged?.orderNumber, 'string');
  assert.match(html, escaped(english.t('api.gatewayOutcomeUnknown', { orderNumber: String(logged?.orderNumber) })));
  assert.match(html, `value="${VALID.email}"`);
});

test('a post naming no known form gets a short HTML page with the message, status 404, never the text it sent', async () => {
  const sent = '/merchantform/Call-0300-1234567-to-claim-your-refund';
  const response = await stack.postForm('/api/orders', { ...VALID, route: sent });
  assert.is(response.status, 404);
  const html = await response.text();
  assert.match(html, '<h1>Your form could not be sent</h1>');
  assert.match(html, english.t('api.unknownForm'));
  assert.not.match(html, 'Call-0300');
});

test('a client that prefers JSON keeps the JSON error envelope', async () => {
  const response = await stack.postForm('/api/orders', { ...VALID, name: '' }, { accept: 'application/json' });
  assert.is(response.status, 422);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
  assert.is(body.error.code, 'invalid_fields');
  assert.equal(body.error.fields, { name: english.t('rules.nameRequired') });
});

test('JSON requests are not touched: a 422 stays JSON even for a client preferring HTML', async () => {
  const response = await fetch(`${stack.proxy.origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/html' },
    body: JSON.stringify({ route: ROUTE, values: { ...VALID, route: undefined, website: undefined, name: '' } }),
  });
  assert.is(response.status, 422);
  assert.match(response.headers.get('content-type') ?? '', 'application/json');
});

test('under PUBLIC_URL a malformed Host is a 400 HTML page, never a 500, and no order is made', async () => {
  const checked = await startNoScriptStack(orgs, { PUBLIC_URL: 'https://pay.example.org' });
  try {
    const post = (fields: Record<string, string>) =>
      rawRequest(checked.proxy.origin, {
        method: 'POST',
        path: '/api/orders',
        headers: { host: 'bad host', 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
        body: new URLSearchParams(fields).toString(),
      });
    for (const fields of [
      { ...VALID, comments: 'bad host' },
      { ...VALID, name: '' },
    ]) {
      const answer = await post(fields);
      assert.is(answer.status, 400);
      assert.match(answer.contentType, 'text/html');
      assert.match(answer.text, escaped(english.t('api.badHost')));
    }
    assert.is(checked.sim.orders.list().length, 0);
  } finally {
    await checked.close();
  }
});

test.run();
