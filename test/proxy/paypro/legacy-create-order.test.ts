/**
 * `createLegacyOrder`: POST /cpay/co?oJson=<URL-encoded [{MerchantId, MerchantPassword}, order]> with an
 * empty body (PROTOCOL.md "Legacy create order"); the pay page is Click2Pay when present, else the marketplace page with bid.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { expectPayProError } from './expect-error.ts';
import { fakeFetch, json } from './fake-fetch.ts';
import { LEGACY_CREDS, legacyOrder } from './legacy-fixture.ts';
import { timedOut, withClocks } from './slow-gateway.ts';

const CREATED = { ConnectPayId: '01102205600001', OrderNumber: 'M-1', Description: 'Order number M-1 created successfully' };
const LINK = 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3d';

function clientAnswering(answer: () => Response, baseUrl = 'https://demoapi.paypro.com.pk', marketplaceUrl?: string) {
  const fake = fakeFetch(answer);
  const client = createPayProClient({ baseUrl, fetch: fake.fetch, ...(marketplaceUrl ? { marketplaceUrl } : {}) });
  return { client, calls: fake.calls };
}

test('the order and the merchant credentials travel URL-encoded in oJson; the body is empty; no token', async () => {
  const { client, calls } = clientAnswering(() => json([{ Status: '00' }, { ...CREATED, Click2Pay: LINK }]));
  await client.createLegacyOrder(LEGACY_CREDS, legacyOrder());
  assert.is(calls.length, 1);
  const expected = JSON.stringify([{ MerchantId: 'SCCI_Associate', MerchantPassword: 'merchant-secret' }, legacyOrder()]);
  assert.is(calls[0]!.url, `https://demoapi.paypro.com.pk/cpay/co?oJson=${encodeURIComponent(expected)}`);
  assert.equal(JSON.parse(new URL(calls[0]!.url).searchParams.get('oJson')!), JSON.parse(expected));
  assert.is(calls[0]!.body, '');
  assert.is(calls[0]!.headers.token, undefined);
});

test('Click2Pay present: it is the pay page', async () => {
  const { client } = clientAnswering(() => json([{ Status: '00' }, { ...CREATED, Click2Pay: LINK }]));
  assert.equal(await client.createLegacyOrder(LEGACY_CREDS, legacyOrder()), {
    ok: true,
    status: '00',
    connectPayId: '01102205600001',
    click2Pay: LINK,
    payPageUrl: LINK,
    payLinkSource: 'Click2Pay',
    orderNumber: 'M-1',
  });
});

test('Click2Pay absent (or not a web address): the marketplace page of the API host with bid', async () => {
  const sandbox = await clientAnswering(() => json([{ Status: '00' }, CREATED])).client.createLegacyOrder(LEGACY_CREDS, legacyOrder());
  assert.is(sandbox.ok && sandbox.payPageUrl, 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3D');
  assert.is(sandbox.ok && sandbox.click2Pay, undefined);
  const live = await clientAnswering(
    () => json([{ Status: '00' }, { ...CREATED, Click2Pay: 'javascript:alert(1)' }]),
    'https://api.paypro.com.pk',
  ).client.createLegacyOrder(LEGACY_CREDS, legacyOrder());
  assert.is(live.ok && live.payPageUrl, 'https://marketplace.paypro.com.pk/pyb?bid=MDExMDIyMDU2MDAwMDE%3D');
  const configured = await clientAnswering(
    () => json([{ Status: '00' }, CREATED]),
    'https://api.paypro.com.pk',
    'https://pay.example/pyb',
  ).client.createLegacyOrder(LEGACY_CREDS, legacyOrder());
  assert.is(configured.ok && configured.payPageUrl, 'https://pay.example/pyb?bid=MDExMDIyMDU2MDAwMDE%3D');
});

test('another status is a rejection with the Description, if any', async () => {
  const described = await clientAnswering(() =>
    json([{ Status: '01' }, { Description: 'Order number M-1 already exists' }]),
  ).client.createLegacyOrder(LEGACY_CREDS, legacyOrder());
  assert.equal(described, { ok: false, status: '01', description: 'Order number M-1 already exists' });
  const bare = await clientAnswering(() => json([{ Status: '03' }])).client.createLegacyOrder(LEGACY_CREDS, legacyOrder());
  assert.equal(bare, { ok: false, status: '03' });
});

test('an ambiguous answer is an error with orderMayExist: HTTP 500, 00 without an id', async () => {
  const html = await expectPayProError(
    clientAnswering(() => new Response('<html/>', { status: 500, headers: { 'content-type': 'text/html' } })).client.createLegacyOrder(
      LEGACY_CREDS,
      legacyOrder(),
    ),
  );
  assert.equal([html.code, html.httpStatus, html.orderMayExist], ['gateway_bad_response', 500, true]);
  const noId = await expectPayProError(
    clientAnswering(() => json([{ Status: '00' }, {}])).client.createLegacyOrder(LEGACY_CREDS, legacyOrder()),
  );
  assert.equal([noId.code, noId.orderMayExist], ['gateway_bad_response', true]);
  const refused = await expectPayProError(
    clientAnswering(() => json({}, { status: 403 })).client.createLegacyOrder(LEGACY_CREDS, legacyOrder()),
  );
  assert.equal([refused.code, refused.orderMayExist], ['gateway_unauthorized', false]);
});

test('no error message carries the merchant password from the URL', async () => {
  const { client } = clientAnswering(() => {
    throw new TypeError('fetch failed');
  });
  const err = await expectPayProError(client.createLegacyOrder(LEGACY_CREDS, legacyOrder()));
  assert.is(err.code, 'gateway_unreachable');
  assert.not.match(`${err.message} ${String(err.cause)}`, 'merchant-secret');
});

test('against the simulator: stored, shown on its pay page; slower than timeoutMs is a timeout, never resent', () =>
  withClocks({ basePath: '/paypro-sim' }, async (clocks, { baseUrl, sim }) => {
    const result = await createPayProClient({ baseUrl }).createLegacyOrder(LEGACY_CREDS, legacyOrder());
    if (!result.ok) return assert.unreachable(`rejected: ${result.status}`);
    assert.is(result.payPageUrl, result.click2Pay);
    assert.match(await (await fetch(result.payPageUrl)).text(), 'PKR 4,200.00');
    sim.faults.set({ mode: 'slow', delayMs: 300, on: 'cpay-co' });
    const client = createPayProClient({ baseUrl, timeoutMs: 80, timers: clocks.client });
    const err = await timedOut(clocks, client.createLegacyOrder(LEGACY_CREDS, legacyOrder({ OrderNumber: 'M-2' })), 80);
    assert.equal([err.code, err.orderMayExist], ['gateway_timeout', true]);
    assert.is(sim.stats.legacyCreateOrderCalls, 2);
  }));

test.run();
