import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { CREDS, orderBody } from '../simulator/order-fixture.ts';
import { postForm } from '../simulator/http.ts';
import { withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';

/** Creates an order through the client and returns its PayProId and Click2Pay bid. */
async function created(client: ReturnType<typeof createPayProClient>) {
  const result = await client.createOrder(CREDS, orderBody());
  if (!result.ok) throw new Error(`rejected: ${result.description}`);
  return { payProId: result.payProId, bid: new URL(result.click2Pay).searchParams.get('bid') ?? '' };
}

test('UNPAID until the Pay form is posted on the pay page, then PAID with how, when and how much', () =>
  withSimulator({ basePath: '/paypro-sim', now: () => Date.parse('2026-03-02T10:00:00Z') }, async ({ baseUrl }) => {
    const client = createPayProClient({ baseUrl });
    const { payProId, bid } = await created(client);
    const before = await client.orderStatus(CREDS, payProId);
    assert.equal(
      [before.status, before.orderStatus, before.amountPayable, before.amountPaid, before.paymentVia, before.datePaid],
      ['00', 'UNPAID', '1500', '0', undefined, undefined],
    );
    assert.is(before.orderNumber, 'ORD-1');
    const paid = await postForm(`${baseUrl}/pyb-demo/pay`, { bid, callback_url: 'https://charity.example/thanks' });
    assert.is(paid.status, 303);
    const after = await client.orderStatus(CREDS, payProId);
    assert.is(after.orderStatus, 'PAID');
    assert.is(after.amountPayable, '1500');
    assert.is(after.amountPaid, '1507', 'the simulated fee the payer bore');
    assert.is(after.paymentVia, 'BAF');
    assert.is(after.datePaid, '2026-03-02T15:00:00', 'Karachi time, no offset');
    assert.is(after.payProId, undefined, 'ggos does not echo the id it was asked for');
    const [, data] = after.raw as [unknown, { AmountPayable: number; OrderAmountPaid: number }];
    assert.equal([data.AmountPayable, data.OrderAmountPaid], [1500, 1507]);
  }));

test('BLOCKED after Cancel', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const client = createPayProClient({ baseUrl });
    const { payProId, bid } = await created(client);
    await postForm(`${baseUrl}/pyb-demo/cancel`, { bid });
    assert.is((await client.orderStatus(CREDS, payProId)).orderStatus, 'BLOCKED');
  }));

test('an unknown PayProId is status 03 without orderStatus', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const result = await createPayProClient({ baseUrl }).orderStatus(CREDS, '09900000000000');
    assert.is(result.status, '03');
    assert.is(result.description, 'No data available');
    assert.is(result.orderStatus, undefined);
  }));

test('an HTML 500 on order status is gateway_bad_response with httpStatus 500', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    const { payProId } = await created(client);
    sim.faults.set({ mode: 'http500', on: 'ggos' });
    const err = await expectPayProError(client.orderStatus(CREDS, payProId));
    assert.is(err.code, 'gateway_bad_response');
    assert.is(err.httpStatus, 500);
    assert.is(err.orderMayExist, false);
  }));

test.run();
