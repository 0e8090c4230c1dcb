/**
 * The answer switch's amount variants (`POST /__sim/answers`): how a foreign-currency order is billed and
 * reported (`foreignCurrency`: converted to PKR at the fixed rate, echoed in its own currency, or with no
 * comparable amount), and the shape of the status answers (`statusAnswer`: the Postman sample, or the
 * fields live answers show: ggos with OrderAmount, SettlementStatus, BillUrl and a numeric tpayId, and
 * the short legacy gos record without OrderAmountPaid).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PKR_PER_UNIT } from '../../../proxy/simulator/exchange-rates.ts';
import { legacyOrder } from '../paypro/legacy-fixture.ts';
import { postForm, rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { type RunningSimulator, withSimulator } from './start-simulator.ts';

type Data = Record<string, unknown>;

const USD = { OrderAmount: undefined, CurrencyAmount: '25', Currency: 'USD', IsConverted: 'true' };

/** Creates an order, pays it, and returns the create-order answer's element 1 and ggos's before and after Pay. */
async function createAndPay({ baseUrl }: RunningSimulator, changes: Data) {
  const token = await simToken(baseUrl);
  const created = (
    (await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody(changes) })).json() as [unknown, Data]
  )[1];
  const ggos = async () =>
    (
      (
        await rawRequest('GET', `${baseUrl}/v2/ppro/ggos`, {
          headers: { token },
          body: { userName: 'demo_merchant', cpayId: created.PayProId },
        })
      ).json() as [unknown, Data]
    )[1];
  const unpaid = await ggos();
  await postForm(`${baseUrl}/pyb-demo/pay`, { bid: Buffer.from(String(created.PayProId)).toString('base64') });
  return { created, unpaid, paid: await ggos() };
}

const amounts = (data: Data) => [data.OrderAmount, data.AmountPayable, data.OrderAmountPaid, data.Currency];

test('converted (default): USD 25 is billed PKR 7000; create-order and ggos give PKR, the fee on top', () =>
  withSimulator({}, async (running) => {
    assert.is(PKR_PER_UNIT.USD, '280');
    const { created, unpaid, paid } = await createAndPay(running, USD);
    assert.equal(amounts(created), ['7000', undefined, undefined, undefined]);
    assert.equal(amounts(unpaid), [undefined, 7000, 0, undefined]);
    assert.equal(amounts(paid), [undefined, 7000, 7007, undefined]);
  }));

test('echo: the simulator as it was, every amount in USD and the currency named at creation', () =>
  withSimulator({}, async (running) => {
    running.sim.answers.set({ foreignCurrency: 'echo' });
    const { created, paid } = await createAndPay(running, USD);
    assert.equal(amounts(created), ['25', undefined, undefined, 'USD']);
    assert.equal(amounts(paid), [undefined, 25, 25, undefined]);
  }));

test('no-comparable: billed in PKR, but no OrderAmount at creation nor in a live status answer', () =>
  withSimulator({}, async (running) => {
    running.sim.answers.set({ foreignCurrency: 'no-comparable', statusAnswer: 'live' });
    const { created, paid } = await createAndPay(running, USD);
    assert.equal(amounts(created), [undefined, undefined, undefined, undefined]);
    assert.equal(amounts(paid), [undefined, 7000, 7007, undefined]);
  }));

test('a PKR order is billed its own amount under every variant', () =>
  withSimulator({}, async (running) => {
    for (const foreignCurrency of ['converted', 'echo', 'no-comparable'] as const) {
      running.sim.answers.set({ foreignCurrency });
      const { created, paid } = await createAndPay(running, { OrderNumber: `PKR-${foreignCurrency}` });
      assert.equal([created.OrderAmount, paid.AmountPayable, paid.OrderAmountPaid], ['1500', 1500, 1507], foreignCurrency);
    }
  }));

test('statusAnswer live: ggos adds OrderAmount in the order currency, SettlementStatus, BillUrl and a numeric tpayId', () =>
  withSimulator({}, async (running) => {
    running.sim.answers.set({ statusAnswer: 'live' });
    const { created, paid } = await createAndPay(running, USD);
    assert.equal(amounts(paid), [25, 7000, 7007, undefined]);
    assert.equal([paid.SettlementStatus, paid.BillUrl, paid.tpayId], [null, created.Click2Pay, Number(created.PayProId)]);
    running.sim.answers.set({});
    const { paid: sample } = await createAndPay(running, { ...USD, OrderNumber: 'ORD-2' });
    assert.not.ok('tpayId' in sample || 'OrderAmount' in sample || 'SettlementStatus' in sample, 'the sample has none of them');
  }));

test('statusAnswer live: the legacy gos answers the short record, without OrderAmountPaid', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    sim.answers.set({ statusAnswer: 'live' });
    const merchant = { MerchantId: 'sim-scci-associate', MerchantPassword: 'merchant-secret' };
    const oJson = encodeURIComponent(JSON.stringify([merchant, legacyOrder()]));
    const created = await rawRequest('POST', `${baseUrl}/cpay/co?oJson=${oJson}`, { headers: { 'content-length': '0' } });
    const id = String((created.json() as [unknown, { ConnectPayId: string }])[1].ConnectPayId);
    await postForm(`${baseUrl}/pyb-demo/pay`, { bid: Buffer.from(id).toString('base64') });
    const query = new URLSearchParams({ userName: merchant.MerchantId, password: merchant.MerchantPassword, cpayId: id });
    const answer = (await rawRequest('GET', `${baseUrl}/cpay/gos?${query}`)).json() as [unknown, Data];
    assert.equal(answer[1], { OrderNumber: 'M-1', OrderStatus: 'PAID', AmountPayable: 4200, order_duedate: '2099-03-14T23:59:59' });
  }));

test.run();
