/**
 * A `00` create-order answer without Click2Pay (PROTOCOL.md "Pay page"): the client falls back to
 * IframeClick2Pay, then short_Click2Pay (each only when it is a checkout link), then the marketplace page
 * built from the PayProId, before calling the outcome unknown; the legacy create-order likewise. Against
 * the simulator's answer variants too.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { CREDS, orderBody } from '../simulator/order-fixture.ts';
import { withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';
import { fakeFetch, json } from './fake-fetch.ts';
import { LEGACY_CREDS, legacyOrder } from './legacy-fixture.ts';

const ID = '01102205600001';
const BID = 'MDExMDIyMDU2MDAwMDE%3D';
const IFRAME = 'https://marketplace.paypro.com.pk/pyb-demo/iframe?bid=x';
const SHORT = 'https://s.paypro.com.pk/abc';

/** The pay link and its source of a v2 create-order on the sandbox host whose answer's element 1 is `data`. */
async function v2Link(data: Record<string, unknown>, baseUrl = 'https://demoapi.paypro.com.pk') {
  const fake = fakeFetch((call) =>
    call.url.endsWith('/auth') ? json('Authorized', { headers: { token: 't' } }) : json([{ Status: '00' }, data]),
  );
  const result = await createPayProClient({ baseUrl, fetch: fake.fetch }).createOrder(CREDS, orderBody());
  if (!result.ok) return assert.unreachable('rejected');
  return [result.click2Pay, result.payLinkSource];
}

/** The same for the legacy create-order. */
async function legacyLink(data: Record<string, unknown>) {
  const fake = fakeFetch(() => json([{ Status: '00' }, data]));
  const result = await createPayProClient({ baseUrl: 'https://demoapi.paypro.com.pk', fetch: fake.fetch }).createLegacyOrder(
    LEGACY_CREDS,
    legacyOrder(),
  );
  if (!result.ok) return assert.unreachable('rejected');
  return [result.payPageUrl, result.payLinkSource, result.click2Pay];
}

test('v2: Click2Pay first, then IframeClick2Pay, then short_Click2Pay, then the link built from PayProId', async () => {
  const click2Pay = `https://marketplace.paypro.com.pk/pyb-demo/?bid=${BID}`;
  assert.equal(await v2Link({ PayProId: ID, Click2Pay: click2Pay, IframeClick2Pay: IFRAME, short_Click2Pay: SHORT }), [
    click2Pay,
    'Click2Pay',
  ]);
  assert.equal(await v2Link({ PayProId: ID, IframeClick2Pay: IFRAME, short_Click2Pay: SHORT }), [IFRAME, 'IframeClick2Pay']);
  assert.equal(await v2Link({ PayProId: ID, short_Click2Pay: SHORT }), [SHORT, 'short_Click2Pay']);
  assert.equal(await v2Link({ PayProId: ID }), [`https://marketplace.paypro.com.pk/pyb-demo/?bid=${BID}`, 'PayProId']);
  assert.equal(await v2Link({ ConnectPayId: ID }, 'https://api.paypro.com.pk'), [
    `https://marketplace.paypro.com.pk/pyb?bid=${BID}`,
    'ConnectPayId',
  ]);
});

test('v2: a fallback link elsewhere, or not a web address, is passed over, never followed', async () => {
  assert.equal(await v2Link({ PayProId: ID, IframeClick2Pay: 'https://evil.example/pay', short_Click2Pay: SHORT }), [
    SHORT,
    'short_Click2Pay',
  ]);
  assert.equal(await v2Link({ PayProId: ID, IframeClick2Pay: 'http://marketplace.paypro.com.pk/x', short_Click2Pay: 'https://bit.ly/x' }), [
    `https://marketplace.paypro.com.pk/pyb-demo/?bid=${BID}`,
    'PayProId',
  ]);
  assert.equal(await v2Link({ PayProId: ID, Click2Pay: 'N/A', IframeClick2Pay: IFRAME }), [IFRAME, 'IframeClick2Pay']);
});

test('v2: a Click2Pay web address elsewhere still makes the answer untrustworthy, whatever else it holds', async () => {
  const fake = fakeFetch((call) =>
    call.url.endsWith('/auth')
      ? json('Authorized', { headers: { token: 't' } })
      : json([{ Status: '00' }, { PayProId: ID, Click2Pay: 'https://evil.example/pay', IframeClick2Pay: IFRAME }]),
  );
  const error = await expectPayProError(
    createPayProClient({ baseUrl: 'https://demoapi.paypro.com.pk', fetch: fake.fetch }).createOrder(CREDS, orderBody()),
  );
  assert.equal([error.code, error.orderMayExist], ['gateway_bad_response', true]);
  assert.match(error.message, 'evil.example');
});

test('legacy: the same order, and a Click2Pay elsewhere is now refused instead of followed', async () => {
  assert.equal(await legacyLink({ ConnectPayId: ID, IframeClick2Pay: IFRAME }), [IFRAME, 'IframeClick2Pay', undefined]);
  assert.equal(await legacyLink({ ConnectPayId: ID, short_Click2Pay: SHORT }), [SHORT, 'short_Click2Pay', undefined]);
  assert.equal(await legacyLink({ ConnectPayId: ID }), [
    `https://marketplace.paypro.com.pk/pyb-demo/?bid=${BID}`,
    'ConnectPayId',
    undefined,
  ]);
  const fake = fakeFetch(() => json([{ Status: '00' }, { ConnectPayId: ID, Click2Pay: 'https://evil.example/pay' }]));
  const error = await expectPayProError(
    createPayProClient({ baseUrl: 'https://demoapi.paypro.com.pk', fetch: fake.fetch }).createLegacyOrder(LEGACY_CREDS, legacyOrder()),
  );
  assert.equal([error.code, error.orderMayExist], ['gateway_bad_response', true]);
  assert.match(error.message, 'the legacy create-order with a Click2Pay link to evil.example');
});

test("against the simulator's variants: only IframeClick2Pay, only a PayProId; each link opens the order's pay page", () =>
  withSimulator({ basePath: '/paypro-sim' }, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    const cases = [
      ['iframe-only', 'IframeClick2Pay', 'IframeClick2Pay'],
      ['payproid-only', 'PayProId', 'ConnectPayId'],
    ] as const;
    for (const [variant, v2Source, legacySource] of cases) {
      sim.answers.set({ createOrder: variant });
      const v2 = await client.createOrder(CREDS, orderBody({ OrderNumber: `V2-${variant}` }));
      if (!v2.ok) return assert.unreachable('rejected');
      assert.is(v2.payLinkSource, v2Source, variant);
      assert.is(v2.click2Pay, `${baseUrl}/pyb-demo/?bid=${encodeURIComponent(Buffer.from(v2.payProId).toString('base64'))}`);
      assert.match(await (await fetch(v2.click2Pay)).text(), 'PKR 1,500.00');
      const legacy = await client.createLegacyOrder(LEGACY_CREDS, legacyOrder({ OrderNumber: `L-${variant}` }));
      if (!legacy.ok) return assert.unreachable('rejected');
      assert.equal([legacy.payLinkSource, legacy.click2Pay], [legacySource, undefined], variant);
      assert.is((await fetch(legacy.payPageUrl)).status, 200);
    }
  }));

test.run();
