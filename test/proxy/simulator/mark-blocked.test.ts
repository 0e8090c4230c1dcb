/**
 * The simulated `POST /v2/ppro/moab` `{Username, CsvOrderNumbers}` (PROTOCOL.md "Mark orders blocked"):
 * unpaid orders become BLOCKED, all or none; a paid one is refused; unknown numbers are 03; the token is
 * required; faults apply.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postForm, rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { type RunningSimulator, withSimulator } from './start-simulator.ts';

/** Creates order `orderNumber` for demo_merchant; returns its PayProId and pay page bid. */
async function create({ baseUrl }: RunningSimulator, token: string, orderNumber: string) {
  const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody({ OrderNumber: orderNumber }) });
  const { PayProId, Click2Pay } = (answer.json() as [unknown, { PayProId: string; Click2Pay: string }])[1];
  return { payProId: PayProId, bid: new URL(Click2Pay).searchParams.get('bid') ?? '' };
}

const moab = (baseUrl: string, token: string, body: unknown) => rawRequest('POST', `${baseUrl}/v2/ppro/moab`, { headers: { token }, body });

test('unpaid orders are marked BLOCKED by OrderNumber, and can no longer be paid', () =>
  withSimulator({}, async (running) => {
    const { baseUrl, sim } = running;
    const token = await simToken(baseUrl);
    const first = await create(running, token, 'B-1');
    const second = await create(running, token, 'B-2');
    const answer = await moab(baseUrl, token, { Username: 'demo_merchant', CsvOrderNumbers: 'B-1, B-2' });
    assert.is(answer.status, 200);
    assert.equal(answer.json(), [{ Status: '00' }, { Description: '2 order(s) marked as blocked' }]);
    assert.equal([sim.orders.get(first.payProId)?.status, sim.orders.get(second.payProId)?.status], ['BLOCKED', 'BLOCKED']);
    assert.is((await postForm(`${baseUrl}/pyb-demo/pay`, { bid: first.bid })).status, 409);
    const again = await moab(baseUrl, token, { username: 'demo_merchant', csvOrderNumbers: 'B-1' });
    assert.is((again.json() as [{ Status: string }])[0].Status, '00', 'already blocked counts as done');
    assert.is(sim.stats.markBlockedCalls, 2);
  }));

test('a paid order is refused with 01 and nothing changes; an unknown or foreign number is 03', () =>
  withSimulator({}, async (running) => {
    const { baseUrl, sim } = running;
    const token = await simToken(baseUrl);
    const paid = await create(running, token, 'P-1');
    const open = await create(running, token, 'U-1');
    await postForm(`${baseUrl}/pyb-demo/pay`, { bid: paid.bid });
    const refused = await moab(baseUrl, token, { Username: 'demo_merchant', CsvOrderNumbers: 'U-1,P-1' });
    assert.equal(refused.json(), [{ Status: '01' }, { Description: 'Order number P-1 is paid; only unpaid orders can be blocked' }]);
    assert.is(sim.orders.get(open.payProId)?.status, 'UNPAID', 'all or none');
    for (const body of [
      { Username: 'demo_merchant', CsvOrderNumbers: 'U-1,NOPE' },
      { Username: 'other_merchant', CsvOrderNumbers: 'U-1' },
    ]) {
      assert.equal((await moab(baseUrl, token, body)).json(), [{ Status: '03' }, { Description: 'No data available' }]);
    }
    assert.is(sim.orders.get(open.payProId)?.status, 'UNPAID');
  }));

test('an empty Username or list is 01; no token is HTTP 401; faults target moab', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const token = await simToken(baseUrl);
    for (const body of [{ CsvOrderNumbers: 'X' }, { Username: 'demo_merchant', CsvOrderNumbers: ' , ' }, undefined]) {
      assert.is(((await moab(baseUrl, token, body)).json() as [{ Status: string }])[0].Status, '01');
    }
    assert.is((await moab(baseUrl, 'not-a-token', { Username: 'demo_merchant', CsvOrderNumbers: 'X' })).status, 401);
    sim.faults.set({ mode: 'http500', on: 'moab', times: 1 });
    assert.is((await moab(baseUrl, token, { Username: 'demo_merchant', CsvOrderNumbers: 'X' })).status, 500);
  }));

test.run();
