import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSimulator } from '../../../proxy/simulator/app.ts';
import { postForm, rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { withSimulator, type RunningSimulator } from './start-simulator.ts';

/** Creates an order and returns its PayProId, its pay page's bid and a live token. */
async function createOrder({ baseUrl }: RunningSimulator, changes: Record<string, unknown> = {}) {
  const token = await simToken(baseUrl);
  const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody(changes) });
  const data = (answer.json() as [unknown, { PayProId: string; Click2Pay: string }])[1];
  return { token, payProId: data.PayProId, bid: new URL(data.Click2Pay).searchParams.get('bid') ?? '' };
}

const ggos = (baseUrl: string, token: string | undefined, body: unknown) =>
  rawRequest('GET', `${baseUrl}/v2/ppro/ggos`, { headers: token ? { token } : {}, body });

for (const [userKey, idKey] of [
  ['userName', 'cpayId'],
  ['Username', 'Cpayid'],
  ['USERNAME', 'CPAYID'],
] as const) {
  test(`ggos reads {${userKey}, ${idKey}} from a GET body`, () =>
    withSimulator({}, async (running) => {
      const { token, payProId } = await createOrder(running, { OrderAmount: '15508.50' });
      const answer = await ggos(running.baseUrl, token, { [userKey]: 'demo_merchant', [idKey]: payProId });
      const [head, data] = answer.json() as [{ Status: string }, Record<string, unknown>];
      assert.is(head.Status, '00');
      assert.is(data.OrderStatus, 'UNPAID');
      assert.is(data.OrderNumber, 'ORD-1');
      assert.is(data.AmountPayable, 15508.5);
      assert.is(data.OrderAmountPaid, 0);
      assert.is(running.sim.stats.orderStatusCalls, 1);
    }));
}

test('ggos answers 03 for an unknown id and for another merchant’s order', () =>
  withSimulator({}, async (running) => {
    const { token, payProId } = await createOrder(running);
    const unknown = await ggos(running.baseUrl, token, { userName: 'demo_merchant', cpayId: '09900000099999' });
    assert.equal(unknown.json(), [{ Status: '03' }, { Description: 'No data available' }]);
    const foreign = await ggos(running.baseUrl, token, { userName: 'someone_else', cpayId: payProId });
    assert.equal(foreign.json(), [{ Status: '03' }, { Description: 'No data available' }]);
  }));

test('ggos without a userName answers 01', () =>
  withSimulator({}, async (running) => {
    const { token, payProId } = await createOrder(running);
    const answer = await ggos(running.baseUrl, token, { cpayId: payProId });
    assert.is((answer.json() as [{ Status: string }])[0].Status, '01');
  }));

test('ggos without a token answers HTTP 401', () =>
  withSimulator({}, async (running) => {
    const { payProId } = await createOrder(running);
    const answer = await ggos(running.baseUrl, undefined, { userName: 'demo_merchant', cpayId: payProId });
    assert.is(answer.status, 401);
  }));

test('an order blocks itself after OrderExpireAfterSeconds, and not before', () => {
  let clock = Date.UTC(2026, 2, 1, 6);
  return withSimulator({ now: () => clock, tokenTtlMs: 10 * 60_000 }, async (running) => {
    const { token, payProId } = await createOrder(running, { OrderExpireAfterSeconds: '300' });
    const status = async () =>
      (
        (await ggos(running.baseUrl, token, { userName: 'demo_merchant', cpayId: payProId })).json() as [unknown, { OrderStatus: string }]
      )[1].OrderStatus;
    clock += 299_000;
    assert.is(await status(), 'UNPAID');
    clock += 1_000;
    assert.is(await status(), 'BLOCKED');
  });
});

test('a paid order reports BAF, the Karachi time of Pay, the amount payable and that plus the fee', () =>
  withSimulator({ now: () => Date.UTC(2026, 2, 1, 20, 30, 5) }, async (running) => {
    const { token, payProId, bid } = await createOrder(running, { OrderAmount: '1500.50' });
    await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid });
    const [head, data] = (await ggos(running.baseUrl, token, { userName: 'demo_merchant', cpayId: payProId })).json() as [
      unknown,
      Record<string, unknown>,
    ];
    assert.equal(head, { Status: '00' });
    assert.equal(data, {
      PaymentVia: 'BAF',
      DatePaid: '2026-03-02T01:30:05',
      AmountPayable: 1500.5,
      OrderNumber: 'ORD-1',
      CustomerName: 'Ayesha Khan',
      CustomerBank: null,
      OrderStatus: 'PAID',
      OrderAmountPaid: 1507.5,
    });
    assert.equal(running.sim.orders.get(payProId)?.paid, { amountPayable: '1500.50', amountPaid: '1507.5' });
  }));

test("paymentFee '0': the paid amount is the amount payable", () =>
  withSimulator({ paymentFee: '0' }, async (running) => {
    const { token, payProId, bid } = await createOrder(running);
    await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid });
    const [, data] = (await ggos(running.baseUrl, token, { userName: 'demo_merchant', cpayId: payProId })).json() as [
      unknown,
      Record<string, unknown>,
    ];
    assert.equal([data.AmountPayable, data.OrderAmountPaid], [1500, 1500]);
  }));

test('paymentFee applies to every bill in PKR, a converted foreign-currency one too; an order billed in its own currency pays exactly', () =>
  withSimulator({ paymentFee: '12.25' }, async (running) => {
    const usdOrder = (OrderNumber: string) => ({
      OrderNumber,
      OrderAmount: undefined,
      CurrencyAmount: '25',
      Currency: 'USD',
      IsConverted: 'true',
    });
    const pkr = await createOrder(running, { OrderNumber: 'PKR-1' });
    const usd = await createOrder(running, usdOrder('USD-1'));
    running.sim.answers.set({ foreignCurrency: 'echo' });
    const echoed = await createOrder(running, usdOrder('USD-2'));
    for (const { bid } of [pkr, usd, echoed]) await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid });
    assert.equal(running.sim.orders.get(pkr.payProId)?.paid, { amountPayable: '1500', amountPaid: '1512.25' });
    assert.equal(running.sim.orders.get(usd.payProId)?.paid, { amountPayable: '7000', amountPaid: '7012.25' });
    assert.equal(running.sim.orders.get(echoed.payProId)?.paid, { amountPayable: '25', amountPaid: '25' });
  }));

test('a malformed paymentFee is refused when the simulator is created', () => {
  for (const paymentFee of ['-1', '7.005', 'seven', '']) {
    assert.throws(() => createSimulator({ paymentFee }), /paymentFee/);
  }
});

test.run();
