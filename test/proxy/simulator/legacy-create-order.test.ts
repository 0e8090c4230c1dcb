/** The simulated /cpay/co?oJson=: validation, storage for the pay page, Click2Pay or not, faults. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeBid } from '../../../proxy/simulator/bid.ts';
import { legacyOrder } from '../paypro/legacy-fixture.ts';
import { rawRequest } from './http.ts';
import { withSimulator } from './start-simulator.ts';

type Body = [Record<string, unknown>, Record<string, unknown>?];

function co(baseUrl: string, merchant: Record<string, unknown>, order = legacyOrder()) {
  const oJson = encodeURIComponent(JSON.stringify([merchant, order]));
  return rawRequest('POST', `${baseUrl}/cpay/co?oJson=${oJson}`, { headers: { 'content-length': '0' } });
}
const ASSOCIATE = { MerchantId: 'sim-scci-associate', MerchantPassword: 'p' };
const CORPORATE = { MerchantId: 'sim-scci-corporate', MerchantPassword: 'p' };

test('a valid order is stored as the pay page shows it, and answered with ConnectPayId and Click2Pay', () =>
  withSimulator({ basePath: '/paypro-sim' }, async ({ baseUrl, origin, sim }) => {
    const answer = await co(baseUrl, ASSOCIATE);
    const [head, data] = answer.json() as Body;
    assert.equal(head, { Status: '00' });
    const id = String(data!.ConnectPayId);
    assert.match(id, /^0990\d{10}$/);
    assert.is(data!.Click2Pay, `${origin}/paypro-sim/pyb-demo/?bid=${encodeURIComponent(Buffer.from(id).toString('base64'))}`);
    assert.equal(
      [data!.OrderNumber, data!.OrderAmount, data!.ConsumerCode, data!.TransactionStatus],
      ['M-1', '4200', '17521001', 'UNPAID'],
    );
    assert.is(data!.PayProId, undefined, 'the legacy answer names the id ConnectPayId only');
    const stored = sim.orders.get(id)!;
    assert.equal([stored.merchantId, stored.amount, stored.customerName], ['sim-scci-associate', '4200', 'Example Textiles (Pvt) Ltd']);
    assert.is(sim.stats.legacyCreateOrderCalls, 1);
  }));

test("a merchant id ending in 'corporate' gets no Click2Pay, and its bid page works", () =>
  withSimulator({ basePath: '/paypro-sim' }, async ({ baseUrl }) => {
    const [, data] = (await co(baseUrl, CORPORATE)).json() as Body;
    assert.ok(data!.ConnectPayId);
    assert.not.ok('Click2Pay' in data!);
    const page = await rawRequest(
      'GET',
      `${baseUrl}/pyb-demo/?bid=${encodeURIComponent(Buffer.from(String(data!.ConnectPayId)).toString('base64'))}`,
    );
    assert.is(page.status, 200);
    assert.match(page.text, 'sim-scci-corporate');
    assert.is(decodeBid(Buffer.from(String(data!.ConnectPayId)).toString('base64')), data!.ConnectPayId);
  }));

test('the JSON may come as the body instead of oJson', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const answer = await rawRequest('POST', `${baseUrl}/cpay/co?`, { body: [ASSOCIATE, legacyOrder()] });
    assert.equal((answer.json() as Body)[0], { Status: '00' });
  }));

test('missing merchant credentials: 01; an invalid order: 03 Invalid json object!; a repeated number: 01', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const noPassword = (await co(baseUrl, { MerchantId: 'sim-scci-associate' })).json();
    assert.equal(noPassword, [{ Status: '01' }, { Description: 'Invalid Data. The merchant id or merchant password is invalid' }]);
    const invalid = (await co(baseUrl, ASSOCIATE, legacyOrder({ OrderDueDate: '2025-03-14' }))).json();
    assert.equal(invalid, [{ Status: '03' }, { Description: 'Invalid json object!' }]);
    const garbled = await rawRequest('POST', `${baseUrl}/cpay/co?oJson=%5Bnot-json`, { headers: { 'content-length': '0' } });
    assert.equal(garbled.json(), [{ Status: '01' }, { Description: 'Invalid Data. The merchant id or merchant password is invalid' }]);
    assert.equal(((await co(baseUrl, ASSOCIATE)).json() as Body)[0], { Status: '00' });
    assert.equal((await co(baseUrl, ASSOCIATE)).json(), [{ Status: '01' }, { Description: 'Order number M-1 already exists' }]);
    assert.is(sim.orders.list().length, 1);
  }));

test("faults apply with on: 'cpay-co'", () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    sim.faults.set({ mode: 'status03', description: 'Merchant disabled', on: 'cpay-co', times: 1 });
    assert.equal((await co(baseUrl, ASSOCIATE)).json(), [{ Status: '03' }, { Description: 'Merchant disabled' }]);
    assert.is(sim.orders.list().length, 0);
    assert.equal(((await co(baseUrl, ASSOCIATE)).json() as Body)[0], { Status: '00' });
  }));

test.run();
