/**
 * `legacyOrderStatus`: GET /cpay/gos?userName=&password=&cpayId= with the merchant's legacy
 * credentials and no token (proxy/paypro/PROTOCOL.md#legacy-gos), one attempt, read like ggos. The
 * URL holds the merchant password, so no error may carry it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient, type PayProError } from '../../../proxy/paypro/index.ts';
import { postForm } from '../simulator/http.ts';
import { withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';
import { fakeFetch, json } from './fake-fetch.ts';
import { LEGACY_CREDS, legacyOrder } from './legacy-fixture.ts';

const PAID = [
  { Status: '00' },
  {
    PaymentVia: 'BAF',
    DatePaid: '2025-03-12T10:01:02',
    AmountPayable: 4200,
    OrderNumber: 'M-1',
    CustomerBank: null,
    OrderStatus: 'PAID',
    OrderAmountPaid: 4207,
  },
];
const TRICKY = { ...LEGACY_CREDS, merchantId: 'SCCI Associate', merchantPassword: 'p&ss=w+rd/ä' };

function clientAnswering(answer: () => Response) {
  const fake = fakeFetch(answer);
  return { client: createPayProClient({ baseUrl: 'https://api.paypro.com.pk/', fetch: fake.fetch }), calls: fake.calls };
}

/** Asserts that nothing the error exposes carries the merchant password. */
function assertNoPassword(err: PayProError, password: string): void {
  const exposed = `${err.message} ${String(err.cause)} ${String((err.cause as Error | undefined)?.cause)} ${JSON.stringify(err)}`;
  assert.not.ok(exposed.includes(password), 'the password leaked');
  assert.not.ok(exposed.includes(encodeURIComponent(password)), 'the encoded password leaked');
}

test('a GET with the three parameters URL-encoded, no body, no token', async () => {
  const { client, calls } = clientAnswering(() => json(PAID));
  await client.legacyOrderStatus(TRICKY, '01102205600001');
  assert.is(calls.length, 1);
  assert.is(calls[0]!.method, 'GET');
  assert.is(
    calls[0]!.url,
    'https://api.paypro.com.pk/cpay/gos?userName=SCCI%20Associate&password=p%26ss%3Dw%2Brd%2F%C3%A4&cpayId=01102205600001',
  );
  assert.equal(Object.fromEntries(new URL(calls[0]!.url).searchParams), {
    userName: 'SCCI Associate',
    password: 'p&ss=w+rd/ä',
    cpayId: '01102205600001',
  });
  assert.is(calls[0]!.bodyGiven, false);
  assert.is(calls[0]!.headers.token, undefined);
});

test('a paid order: every field, as ggos reads them', async () => {
  const { raw: _raw, ...result } = await clientAnswering(() => json(PAID)).client.legacyOrderStatus(LEGACY_CREDS, '01102205600001');
  assert.equal(result, {
    status: '00',
    description: 'Success',
    orderStatus: 'PAID',
    amountPayable: '4200',
    amountPaid: '4207',
    paymentVia: 'BAF',
    datePaid: '2025-03-12T10:01:02',
    orderNumber: 'M-1',
  });
});

test('03 (no such order) and 01 (bad credentials) are returned, not thrown', async () => {
  const none = await clientAnswering(() => json([{ Status: '03' }, { Description: 'No data available' }])).client.legacyOrderStatus(
    LEGACY_CREDS,
    '1',
  );
  assert.equal([none.status, none.orderStatus], ['03', undefined]);
  const refused = await clientAnswering(() =>
    json([{ Status: '01' }, { Description: 'Invalid Data. The merchant id or merchant password is invalid' }]),
  ).client.legacyOrderStatus(LEGACY_CREDS, '1');
  assert.equal([refused.status, refused.description], ['01', 'Invalid Data. The merchant id or merchant password is invalid']);
});

test('HTTP 500 with HTML, or a body that is no envelope: gateway_bad_response, tried once, no password', async () => {
  const html = clientAnswering(() => new Response('<html>500</html>', { status: 500, headers: { 'content-type': 'text/html' } }));
  const err = await expectPayProError(html.client.legacyOrderStatus(TRICKY, '1'));
  assert.equal([err.code, err.httpStatus, err.orderMayExist], ['gateway_bad_response', 500, false]);
  assert.is(html.calls.length, 1);
  assertNoPassword(err, TRICKY.merchantPassword);
  const garbled = await expectPayProError(clientAnswering(() => new Response('OK')).client.legacyOrderStatus(TRICKY, '1'));
  assert.is(garbled.code, 'gateway_bad_response');
  assertNoPassword(garbled, TRICKY.merchantPassword);
});

test('a 401 is gateway_unauthorized at once: no token to renew, nothing resent', async () => {
  const { client, calls } = clientAnswering(() => json({}, { status: 401 }));
  const err = await expectPayProError(client.legacyOrderStatus(LEGACY_CREDS, '1'));
  assert.equal([err.code, err.httpStatus], ['gateway_unauthorized', 401]);
  assert.is(calls.length, 1);
});

test('an unreachable gateway or a timeout: the error never carries the password from the URL', async () => {
  const unreachable = await expectPayProError(
    clientAnswering(() => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    }).client.legacyOrderStatus(TRICKY, '1'),
  );
  assert.is(unreachable.code, 'gateway_unreachable');
  assertNoPassword(unreachable, TRICKY.merchantPassword);
  const slow = createPayProClient({
    baseUrl: 'https://api.paypro.com.pk',
    timeoutMs: 20,
    fetch: ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch,
  });
  const timedOut = await expectPayProError(slow.legacyOrderStatus(TRICKY, '1'));
  assert.equal([timedOut.code, timedOut.orderMayExist], ['gateway_timeout', false]);
  assertNoPassword(timedOut, TRICKY.merchantPassword);
});

test('against the simulator: UNPAID, PAID after Pay with the fee, 01 for a wrong password, 03 for another id', () =>
  withSimulator({ basePath: '/paypro-sim' }, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    const created = await client.createLegacyOrder(LEGACY_CREDS, legacyOrder());
    if (!created.ok) return assert.unreachable(`rejected: ${created.status}`);
    const before = await client.legacyOrderStatus(LEGACY_CREDS, created.connectPayId);
    assert.equal([before.status, before.orderStatus, before.amountPayable, before.orderNumber], ['00', 'UNPAID', '4200', 'M-1']);
    await postForm(`${baseUrl}/pyb-demo/pay`, { bid: new URL(created.payPageUrl).searchParams.get('bid') ?? '' });
    const after = await client.legacyOrderStatus(LEGACY_CREDS, created.connectPayId);
    assert.equal([after.orderStatus, after.amountPayable, after.amountPaid, after.paymentVia], ['PAID', '4200', '4207', 'BAF']);
    const wrong = await client.legacyOrderStatus({ ...LEGACY_CREDS, merchantPassword: 'guess' }, created.connectPayId);
    assert.equal([wrong.status, wrong.orderStatus], ['01', undefined]);
    assert.is((await client.legacyOrderStatus(LEGACY_CREDS, '09900000000000')).status, '03');
    assert.is(sim.stats.legacyOrderStatusCalls, 4);
    assert.is(sim.stats.authCalls, 0, 'the legacy calls need no token');
  }));

test.run();
