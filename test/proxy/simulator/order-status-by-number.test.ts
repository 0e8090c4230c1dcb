/** The simulated POST /v2/ppro/ggosboi: `{userName, Order_Id}` in any casing, token required, faults. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postForm, rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { withSimulator, type RunningSimulator } from './start-simulator.ts';

/** Creates order `orderNumber` for `merchant` and returns its PayProId, its bid and a live token. */
async function createOrder({ baseUrl }: RunningSimulator, orderNumber = 'ORD-1', merchant = 'demo_merchant') {
  const token = await simToken(baseUrl);
  const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, {
    headers: { token },
    body: orderBody({ OrderNumber: orderNumber }, merchant),
  });
  const data = (answer.json() as [unknown, { PayProId: string; Click2Pay: string }])[1];
  return { token, payProId: data.PayProId, bid: new URL(data.Click2Pay).searchParams.get('bid') ?? '' };
}

const ggosboi = (baseUrl: string, token: string | undefined, body: unknown) =>
  rawRequest('POST', `${baseUrl}/v2/ppro/ggosboi`, { headers: token ? { token } : {}, body });

for (const [userKey, idKey] of [
  ['userName', 'Order_Id'],
  ['Username', 'order_id'],
  ['USERNAME', 'ORDER_ID'],
] as const) {
  test(`ggosboi reads {${userKey}, ${idKey}} and answers an UNPAID order like ggos, plus its PayProId`, () =>
    withSimulator({}, async (running) => {
      const { token, payProId } = await createOrder(running);
      const answer = await ggosboi(running.baseUrl, token, { [userKey]: 'demo_merchant', [idKey]: 'ORD-1' });
      assert.is(answer.status, 200);
      assert.equal(answer.json(), [
        { Status: '00' },
        {
          PaymentVia: null,
          DatePaid: null,
          AmountPayable: 1500,
          OrderNumber: 'ORD-1',
          CustomerName: 'Ayesha Khan',
          CustomerBank: null,
          OrderStatus: 'UNPAID',
          OrderAmountPaid: 0,
          PayProId: payProId,
        },
      ]);
      assert.is(running.sim.stats.orderStatusByNumberCalls, 1);
    }));
}

test('ggosboi answers a paid order with its payment', () =>
  withSimulator({}, async (running) => {
    const { token, bid } = await createOrder(running);
    await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid });
    const [, data] = (await ggosboi(running.baseUrl, token, { userName: 'demo_merchant', Order_Id: 'ORD-1' })).json() as [
      unknown,
      Record<string, unknown>,
    ];
    assert.equal([data.OrderStatus, data.PaymentVia, data.AmountPayable, data.OrderAmountPaid], ['PAID', 'BAF', 1500, 1507]);
  }));

test('ggosboi answers 03 for an unknown number and for another merchant’s order; 01 without a userName', () =>
  withSimulator({}, async (running) => {
    const { token } = await createOrder(running, 'THEIRS-1', 'other_merchant');
    const noData = [{ Status: '03' }, { Description: 'No data available' }];
    assert.equal((await ggosboi(running.baseUrl, token, { userName: 'demo_merchant', Order_Id: 'NOPE' })).json(), noData);
    assert.equal((await ggosboi(running.baseUrl, token, { userName: 'demo_merchant', Order_Id: 'THEIRS-1' })).json(), noData);
    const unnamed = (await ggosboi(running.baseUrl, token, { Order_Id: 'THEIRS-1' })).json() as [{ Status: string }];
    assert.is(unnamed[0].Status, '01');
  }));

test('ggosboi without a token answers HTTP 401', () =>
  withSimulator({}, async (running) => {
    await createOrder(running);
    const answer = await ggosboi(running.baseUrl, undefined, { userName: 'demo_merchant', Order_Id: 'ORD-1' });
    assert.is(answer.status, 401);
  }));

test("the demo's HTTP 500 for an order nobody paid yet: the http500 fault on 'ggosboi', ggos untouched", () =>
  withSimulator({}, async (running) => {
    const { token, payProId } = await createOrder(running);
    running.sim.faults.set({ mode: 'http500', on: 'ggosboi' });
    const answer = await ggosboi(running.baseUrl, token, { userName: 'demo_merchant', Order_Id: 'ORD-1' });
    assert.is(answer.status, 500);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    const ggos = await rawRequest('GET', `${running.baseUrl}/v2/ppro/ggos`, {
      headers: { token },
      body: { userName: 'demo_merchant', cpayId: payProId },
    });
    assert.is(ggos.status, 200);
  }));

test.run();
