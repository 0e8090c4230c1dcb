/** The simulated GET /cpay/gos?userName=&password=&cpayId=: legacy credentials in the query, no token, faults. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { legacyOrder } from '../paypro/legacy-fixture.ts';
import { postForm, rawRequest } from './http.ts';
import { withSimulator, type RunningSimulator } from './start-simulator.ts';

const MERCHANT = { MerchantId: 'sim-scci-associate', MerchantPassword: 'merchant-secret' };
const BAD_CREDENTIALS = [{ Status: '01' }, { Description: 'Invalid Data. The merchant id or merchant password is invalid' }];

/** Creates the fixture membership order with /cpay/co and returns its ConnectPayId and bid. */
async function createOrder({ baseUrl }: RunningSimulator) {
  const oJson = encodeURIComponent(JSON.stringify([MERCHANT, legacyOrder()]));
  const answer = await rawRequest('POST', `${baseUrl}/cpay/co?oJson=${oJson}`, { headers: { 'content-length': '0' } });
  const id = String((answer.json() as [unknown, { ConnectPayId: string }])[1].ConnectPayId);
  return { id, bid: Buffer.from(id).toString('base64') };
}

const gos = (baseUrl: string, query: Record<string, string>) => rawRequest('GET', `${baseUrl}/cpay/gos?${new URLSearchParams(query)}`);

test('gos answers the merchant’s order like ggos, before and after Pay, with no token', () =>
  withSimulator({}, async (running) => {
    const { id, bid } = await createOrder(running);
    const query = { userName: MERCHANT.MerchantId, password: MERCHANT.MerchantPassword, cpayId: id };
    const [head, before] = (await gos(running.baseUrl, query)).json() as [unknown, Record<string, unknown>];
    assert.equal(head, { Status: '00' });
    assert.equal(
      [before.OrderNumber, before.OrderStatus, before.AmountPayable, before.OrderAmountPaid, before.PaymentVia],
      ['M-1', 'UNPAID', 4200, 0, null],
    );
    await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid });
    const [, after] = (await gos(running.baseUrl, query)).json() as [unknown, Record<string, unknown>];
    assert.equal([after.OrderStatus, after.AmountPayable, after.OrderAmountPaid, after.PaymentVia], ['PAID', 4200, 4207, 'BAF']);
    assert.is(running.sim.stats.legacyOrderStatusCalls, 2);
  }));

test('query keys are read in any case', () =>
  withSimulator({}, async (running) => {
    const { id } = await createOrder(running);
    const answer = await gos(running.baseUrl, { USERNAME: MERCHANT.MerchantId, Password: MERCHANT.MerchantPassword, CPAYID: id });
    assert.equal((answer.json() as [unknown])[0], { Status: '00' });
  }));

test('missing or wrong credentials answer 01, as /cpay/co does', () =>
  withSimulator({}, async (running) => {
    const { id } = await createOrder(running);
    const queries: Record<string, string>[] = [
      { password: MERCHANT.MerchantPassword, cpayId: id },
      { userName: MERCHANT.MerchantId, cpayId: id },
      { userName: MERCHANT.MerchantId, password: ' ', cpayId: id },
      { userName: MERCHANT.MerchantId, password: 'guess', cpayId: id },
      { userName: MERCHANT.MerchantId, password: 'guess', cpayId: '09900000000000' },
    ];
    for (const query of queries) {
      assert.equal((await gos(running.baseUrl, query)).json(), BAD_CREDENTIALS, JSON.stringify(query));
    }
  }));

test('an unknown id, or another merchant’s, answers 03', () =>
  withSimulator({}, async (running) => {
    const { id } = await createOrder(running);
    const noData = [{ Status: '03' }, { Description: 'No data available' }];
    assert.equal(
      (await gos(running.baseUrl, { userName: MERCHANT.MerchantId, password: MERCHANT.MerchantPassword, cpayId: '09900000000000' })).json(),
      noData,
    );
    assert.equal((await gos(running.baseUrl, { userName: 'sim-someone-else', password: 'theirs', cpayId: id })).json(), noData);
  }));

test("faults apply with on: 'gos'", () =>
  withSimulator({}, async (running) => {
    const { id } = await createOrder(running);
    running.sim.faults.set({ mode: 'http500', on: 'gos', times: 1 });
    const query = { userName: MERCHANT.MerchantId, password: MERCHANT.MerchantPassword, cpayId: id };
    assert.is((await gos(running.baseUrl, query)).status, 500);
    assert.is((await gos(running.baseUrl, query)).status, 200);
  }));

test.run();
