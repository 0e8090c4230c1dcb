/**
 * Orders past their due date: OrderDueDate (dd/MM/yyyy) is payable until the end of that day in
 * Asia/Karachi (UTC+5); afterwards the pay page and Pay answer 410 and the order stays UNPAID.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isOverdue, payableUntil } from '../../../proxy/simulator/due-date.ts';
import { postForm, rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { withSimulator, type RunningSimulator } from './start-simulator.ts';

/** Midnight after 4 March 2026 in Karachi. */
const END_OF_DUE_DAY = Date.UTC(2026, 2, 4, 19);

test('payable until midnight after the due day, Karachi time', () => {
  assert.is(payableUntil('04/03/2026'), END_OF_DUE_DAY);
  assert.is(isOverdue('04/03/2026', END_OF_DUE_DAY - 1), false);
  assert.is(isOverdue('04/03/2026', END_OF_DUE_DAY), true);
  assert.is(payableUntil('31/12/2025'), Date.UTC(2025, 11, 31, 19));
  assert.is(payableUntil('31/02/2026'), undefined);
  assert.is(isOverdue('2026-03-04', Number.MAX_SAFE_INTEGER), false, 'a malformed date never passes');
});

/** An order due on 04/03/2026, with its Click2Pay link, bid, PayProId and a token. */
async function dueOrder({ baseUrl }: RunningSimulator) {
  const token = await simToken(baseUrl);
  const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody({ OrderDueDate: '04/03/2026' }) });
  const { Click2Pay, PayProId } = (answer.json() as [unknown, { Click2Pay: string; PayProId: string }])[1];
  return { token, click2Pay: Click2Pay, payProId: PayProId, bid: new URL(Click2Pay).searchParams.get('bid') ?? '' };
}

test('on the last second of the due day the order can still be paid', () => {
  let clock = Date.UTC(2026, 2, 1, 6);
  return withSimulator({ now: () => clock }, async (running) => {
    const { click2Pay, bid, payProId } = await dueOrder(running);
    clock = END_OF_DUE_DAY - 1_000;
    assert.is((await rawRequest('GET', click2Pay)).status, 200);
    assert.is((await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid })).status, 200);
    assert.is(running.sim.orders.get(payProId)?.status, 'PAID');
  });
});

test('after the due day: the pay page and Pay answer 410 "this order has expired", and it stays UNPAID', () => {
  let clock = Date.UTC(2026, 2, 1, 6);
  return withSimulator({ now: () => clock, basePath: '/paypro-sim' }, async (running) => {
    const { click2Pay, bid, payProId } = await dueOrder(running);
    clock = END_OF_DUE_DAY;
    const token = await simToken(running.baseUrl);
    const page = await rawRequest('GET', click2Pay);
    assert.is(page.status, 410);
    assert.match(page.text, /<h1>This order has expired<\/h1>/);
    assert.match(page.text, /until the end of 04\/03\/2026 \(Pakistan time\)/);
    assert.not.match(page.text, /<button/);
    for (const action of ['pay', 'cancel']) {
      const answer = await postForm(`${running.baseUrl}/pyb-demo/${action}`, { bid, callback_url: 'https://charity.example/done' });
      assert.is(answer.status, 410, action);
      assert.is(answer.headers.location, undefined);
      assert.match(answer.text, /This order has expired/);
    }
    const status = await rawRequest('GET', `${running.baseUrl}/v2/ppro/ggos`, {
      headers: { token },
      body: { userName: 'demo_merchant', cpayId: payProId },
    });
    assert.is((status.json() as [unknown, { OrderStatus: string }])[1].OrderStatus, 'UNPAID');
    assert.is(running.sim.orders.get(payProId)?.status, 'UNPAID');
  });
});

test('a paid order past its due date still shows its page (paid, no buttons)', () => {
  let clock = Date.UTC(2026, 2, 1, 6);
  return withSimulator({ now: () => clock }, async (running) => {
    const { click2Pay, bid } = await dueOrder(running);
    await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid });
    clock = END_OF_DUE_DAY + 86_400_000;
    const page = await rawRequest('GET', click2Pay);
    assert.is(page.status, 200);
    assert.match(page.text, /This order is paid and cannot be paid/);
  });
});

test.run();
