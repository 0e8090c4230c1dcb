/**
 * `orderStatusByNumber`: POST /v2/ppro/ggosboi with `{userName, Order_Id}` and the token header
 * (proxy/paypro/PROTOCOL.md#ggosboi), read like ggos; one re-auth on 401, nothing else retried.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { CREDS, orderBody } from '../simulator/order-fixture.ts';
import { postForm } from '../simulator/http.ts';
import { withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';
import { fakeFetch, json, type FetchCall } from './fake-fetch.ts';

const PAID = [
  { Status: '00' },
  {
    PaymentVia: 'BAF',
    DatePaid: '2026-03-02T15:00:00',
    AmountPayable: 2500,
    OrderNumber: 'jhr-42',
    CustomerName: 'Ayesha',
    CustomerBank: null,
    OrderStatus: 'PAID',
    OrderAmountPaid: 2507,
    PayProId: '01102606100003',
  },
];

/** A client against a fake gateway whose auth hands out 't1', 't2', ... and whose ggosboi answers `ggosboi(n)` (n from 0). */
function clientAnswering(ggosboi: (n: number, call: FetchCall) => Response) {
  let tokens = 0;
  let calls = 0;
  const fake = fakeFetch((call) => {
    if (call.url.endsWith('/v2/ppro/auth')) return json([{ Status: '00' }], { headers: { token: `t${++tokens}` } });
    return ggosboi(calls++, call);
  });
  return { client: createPayProClient({ baseUrl: 'https://gw.example/', fetch: fake.fetch }), calls: fake.calls };
}

test('POSTs {userName: merchantId, Order_Id} to ggosboi with the token, and reads every field', async () => {
  const { client, calls } = clientAnswering(() => json(PAID));
  const { raw: _raw, ...result } = await client.orderStatusByNumber(CREDS, 'jhr-42');
  const [, status] = calls;
  assert.equal([status?.method, status?.url, status?.headers.token], ['POST', 'https://gw.example/v2/ppro/ggosboi', 't1']);
  assert.equal(JSON.parse(status?.body ?? ''), { userName: 'demo_merchant', Order_Id: 'jhr-42' });
  assert.equal(result, {
    status: '00',
    description: 'Success',
    orderStatus: 'PAID',
    amountPayable: '2500',
    amountPaid: '2507',
    paymentVia: 'BAF',
    datePaid: '2026-03-02T15:00:00',
    payProId: '01102606100003',
    orderNumber: 'jhr-42',
  });
});

test('status 03 (no such order) is returned, not thrown', async () => {
  const { client } = clientAnswering(() => json([{ Status: '03' }, { Description: 'No data available' }]));
  const result = await client.orderStatusByNumber(CREDS, 'nobody');
  assert.equal([result.status, result.description, result.orderStatus], ['03', 'No data available', undefined]);
});

test("the demo's HTTP 500 with an HTML page is gateway_bad_response, httpStatus 500, tried once", async () => {
  const { client, calls } = clientAnswering(
    () => new Response('<html>500</html>', { status: 500, headers: { 'content-type': 'text/html' } }),
  );
  const err = await expectPayProError(client.orderStatusByNumber(CREDS, 'jhr-42'));
  assert.equal([err.code, err.httpStatus, err.orderMayExist], ['gateway_bad_response', 500, false]);
  assert.is(calls.filter((call) => call.url.endsWith('/ggosboi')).length, 1);
});

test('one 401: the token is fetched again and the call retried once; a second 401 is gateway_unauthorized', async () => {
  const once = clientAnswering((n) =>
    n === 0 ? json({ Message: 'Authorization has been denied for this request.' }, { status: 401 }) : json(PAID),
  );
  const result = await once.client.orderStatusByNumber(CREDS, 'jhr-42');
  assert.is(result.orderStatus, 'PAID');
  assert.equal(
    once.calls.map((call) => `${call.url.replace('https://gw.example/v2/ppro/', '')} ${call.headers.token ?? ''}`),
    ['auth ', 'ggosboi t1', 'auth ', 'ggosboi t2'],
  );
  const always = clientAnswering(() => json({}, { status: 401 }));
  const err = await expectPayProError(always.client.orderStatusByNumber(CREDS, 'jhr-42'));
  assert.equal([err.code, err.httpStatus], ['gateway_unauthorized', 401]);
  assert.is(always.calls.length, 4, 'auth, ggosboi, auth, ggosboi: no third attempt');
});

test('against the simulator: UNPAID with its PayProId, then PAID after Pay; an http500 fault on ggosboi', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    const created = await client.createOrder(CREDS, orderBody({ OrderNumber: 'B-1', OrderAmount: '2500' }));
    if (!created.ok) return assert.unreachable(created.description);
    const before = await client.orderStatusByNumber(CREDS, 'B-1');
    assert.equal([before.orderStatus, before.payProId, before.amountPayable, before.amountPaid], ['UNPAID', created.payProId, '2500', '0']);
    await postForm(`${baseUrl}/pyb-demo/pay`, { bid: new URL(created.click2Pay).searchParams.get('bid') ?? '' });
    const after = await client.orderStatusByNumber(CREDS, 'B-1');
    assert.equal([after.orderStatus, after.amountPayable, after.amountPaid, after.paymentVia], ['PAID', '2500', '2507', 'BAF']);
    sim.faults.set({ mode: 'http500', on: 'ggosboi', times: 1 });
    const err = await expectPayProError(client.orderStatusByNumber(CREDS, 'B-1'));
    assert.equal([err.code, err.httpStatus], ['gateway_bad_response', 500]);
    assert.is(sim.stats.orderStatusByNumberCalls, 3);
  }));

test.run();
