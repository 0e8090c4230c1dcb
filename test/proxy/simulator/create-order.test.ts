import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { withSimulator } from './start-simulator.ts';

/** 25 Feb 2022, 09:39:24 in Karachi (04:39:24 UTC), the official sample's creation time. */
const SAMPLE_TIME = Date.UTC(2022, 1, 25, 4, 39, 24);

test('a valid order answers the official success envelope', () =>
  withSimulator({ basePath: '/paypro-sim', now: () => SAMPLE_TIME }, async ({ baseUrl, origin, sim }) => {
    const token = await simToken(baseUrl);
    const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, {
      headers: { token },
      body: orderBody({ OrderNumber: 'Test-909', OrderAmount: '200' }),
    });
    assert.is(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^application\/json/);
    const [head, data] = answer.json() as [{ Status: string }, Record<string, unknown>];
    assert.equal(head, { Status: '00' });
    assert.is(data.PayProId, '09902205600001');
    assert.is(data.ConnectPayId, data.PayProId);
    assert.is(data.OrderNumber, 'Test-909');
    assert.is(data.OrderAmount, '200');
    assert.is(data.Description, 'Order number Test-909 created successfully');
    assert.is(data.Created_on, '2022-02-25T09:39:24');
    assert.is(data.Order_Expire_After_Seconds, 0);
    assert.is(data.Click2Pay, `${origin}/paypro-sim/pyb-demo/?bid=MDk5MDIyMDU2MDAwMDE%3D`);
    assert.type(data.BillUrl, 'string');
    assert.ok(Array.isArray(data.IPGList));
    assert.is(sim.orders.get('09902205600001')?.status, 'UNPAID');
  }));

test('PayProIds count up within a day', () =>
  withSimulator({ now: () => SAMPLE_TIME }, async ({ baseUrl }) => {
    const token = await simToken(baseUrl);
    const ids: unknown[] = [];
    for (const n of [1, 2]) {
      const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody({ OrderNumber: `N-${n}` }) });
      ids.push((answer.json() as [unknown, { PayProId: string }])[1].PayProId);
    }
    assert.equal(ids, ['09902205600001', '09902205600002']);
  }));

test('a foreign-currency order is accepted, stored with its currency, and billed in PKR at the fixed rate', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const token = await simToken(baseUrl);
    const body = orderBody({ OrderAmount: undefined, CurrencyAmount: '25.50', Currency: 'GBP', IsConverted: 'true' });
    const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body });
    const [head, data] = answer.json() as [{ Status: string }, { PayProId: string; OrderAmount: string; Currency?: string }];
    assert.is(head.Status, '00');
    assert.equal([data.OrderAmount, data.Currency], ['8925', undefined], 'GBP 25.50 at PKR 350 a pound, in PKR');
    const stored = sim.orders.get(data.PayProId);
    assert.equal([stored?.currency, stored?.amount, stored?.amountPayable], ['GBP', '25.50', '8925']);
    assert.equal(stored?.request, body);
  }));

test('a duplicate OrderNumber for the same merchant answers status 01', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const token = await simToken(baseUrl);
    const post = (merchant: string) =>
      rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody({ OrderNumber: 'DUP-1' }, merchant) });
    const status = async (merchant: string) => ((await post(merchant)).json() as [{ Status: string }])[0].Status;
    assert.is(await status('merchant_a'), '00');
    assert.is(await status('merchant_b'), '00', 'another merchant may reuse the number');
    const again = await post('merchant_a');
    assert.equal(again.json(), [{ Status: '01' }, { Description: 'Order number DUP-1 already exists' }]);
    assert.is(sim.orders.list().length, 2);
    assert.is(sim.orders.findByOrderNumber('merchant_a', 'DUP-1')?.merchantId, 'merchant_a');
    assert.is(sim.orders.findByOrderNumber('merchant_c', 'DUP-1'), undefined);
  }));

for (const [name, headers] of [
  ['no token', {}],
  ['an unknown token', { token: 'not-a-token' }],
] as const) {
  test(`create-order with ${name} answers HTTP 401 and creates nothing`, () =>
    withSimulator({}, async ({ baseUrl, sim }) => {
      const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers, body: orderBody() });
      assert.is(answer.status, 401);
      assert.is(sim.orders.list().length, 0);
      assert.is(sim.stats.createOrderCalls, 1);
    }));
}

test('a token stops working after tokenTtlMs', () => {
  let clock = 1_000_000;
  return withSimulator({ tokenTtlMs: 60_000, now: () => clock }, async ({ baseUrl }) => {
    const token = await simToken(baseUrl);
    clock += 59_999;
    const fresh = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody({ OrderNumber: 'T-1' }) });
    assert.is(fresh.status, 200);
    clock += 1;
    const expired = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody({ OrderNumber: 'T-2' }) });
    assert.is(expired.status, 401);
  });
});

test.run();
