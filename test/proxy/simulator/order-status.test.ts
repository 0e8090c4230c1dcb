import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { withSimulator, type RunningSimulator } from './start-simulator.ts';

/** Creates an order and returns its PayProId and a live token. */
async function createOrder({ baseUrl }: RunningSimulator, changes: Record<string, unknown> = {}) {
  const token = await simToken(baseUrl);
  const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody(changes) });
  return { token, payProId: (answer.json() as [unknown, { PayProId: string }])[1].PayProId };
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
      ((await ggos(running.baseUrl, token, { userName: 'demo_merchant', cpayId: payProId })).json() as [unknown, { OrderStatus: string }])[1].OrderStatus;
    clock += 299_000;
    assert.is(await status(), 'UNPAID');
    clock += 1_000;
    assert.is(await status(), 'BLOCKED');
  });
});

test.run();
