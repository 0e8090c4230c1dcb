/** The payment switch: the next Pay records amounts off by amountDelta, so a mismatch can be tested. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postForm, rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { withSimulator, type RunningSimulator } from './start-simulator.ts';

/** Creates order `orderNumber` (PKR 1500) and pays it; returns the status answer's data. */
async function payOrder({ baseUrl }: RunningSimulator, orderNumber: string) {
  const token = await simToken(baseUrl);
  const created = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody({ OrderNumber: orderNumber }) });
  const { PayProId, Click2Pay } = (created.json() as [unknown, { PayProId: string; Click2Pay: string }])[1];
  await postForm(`${baseUrl}/pyb-demo/pay`, { bid: new URL(Click2Pay).searchParams.get('bid') ?? '' });
  const status = await rawRequest('GET', `${baseUrl}/v2/ppro/ggos`, {
    headers: { token },
    body: { userName: 'demo_merchant', cpayId: PayProId },
  });
  return (status.json() as [unknown, { OrderStatus: string; AmountPayable: number; OrderAmountPaid: number }])[1];
}

test('POST /__sim/payment: the next Pay records the amount shifted by amountDelta, then the switch is off', () =>
  withSimulator({}, async (running) => {
    const set = await rawRequest('POST', `${running.baseUrl}/__sim/payment`, { body: { amountDelta: '-100' } });
    assert.equal(set.json(), { payment: { amountDelta: '-100' } });
    assert.equal((await rawRequest('GET', `${running.baseUrl}/__sim/payment`)).json(), set.json());
    const short = await payOrder(running, 'P-1');
    assert.equal([short.OrderStatus, short.AmountPayable, short.OrderAmountPaid], ['PAID', 1400, 1407]);
    assert.is(running.sim.payment.current(), undefined);
    const normal = await payOrder(running, 'P-2');
    assert.equal([normal.AmountPayable, normal.OrderAmountPaid], [1500, 1507]);
  }));

test('sim.payment.set works the same; {} clears it before it is used', () =>
  withSimulator({}, async (running) => {
    running.sim.payment.set({ amountDelta: '0.5' });
    const over = await payOrder(running, 'P-1');
    assert.equal([over.AmountPayable, over.OrderAmountPaid], [1500.5, 1507.5]);
    running.sim.payment.set({ amountDelta: '25' });
    const cleared = await rawRequest('POST', `${running.baseUrl}/__sim/payment`, { body: {} });
    assert.equal(cleared.json(), { payment: null });
    const normal = await payOrder(running, 'P-2');
    assert.is(normal.AmountPayable, 1500);
  }));

test('a bad amountDelta is refused with 400 and the switch kept', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    sim.payment.set({ amountDelta: '-1' });
    for (const body of [{ amountDelta: -100 }, { amountDelta: '1e3' }, { amountDelta: '0.001' }, { amountDelta: '' }, ['x']]) {
      const answer = await rawRequest('POST', `${baseUrl}/__sim/payment`, { body });
      assert.is(answer.status, 400, JSON.stringify(body));
      assert.is((answer.json() as { error: { code: string } }).error.code, 'invalid_payment');
    }
    assert.equal(sim.payment.current(), { amountDelta: '-1' });
    assert.throws(() => sim.payment.set({ amountDelta: 'lots' }), /amountDelta/);
  }));

test('a refused Pay (an order already cancelled) does not spend the switch', () =>
  withSimulator({}, async (running) => {
    const token = await simToken(running.baseUrl);
    const created = await rawRequest('POST', `${running.baseUrl}/v2/ppro/co`, {
      headers: { token },
      body: orderBody({ OrderNumber: 'C-1' }),
    });
    const bid = new URL((created.json() as [unknown, { Click2Pay: string }])[1].Click2Pay).searchParams.get('bid') ?? '';
    await postForm(`${running.baseUrl}/pyb-demo/cancel`, { bid });
    running.sim.payment.set({ amountDelta: '-100' });
    assert.is((await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid })).status, 409);
    assert.equal(running.sim.payment.current(), { amountDelta: '-100' });
  }));

test.run();
