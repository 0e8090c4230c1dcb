/**
 * `readOrderStatusAnswer`, shared by ggos, ggosboi and the legacy gos: the fields of element 1 in any
 * key case, amounts as exact decimal text, null as absent (proxy/paypro/PROTOCOL.md#status-answer).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PayProError } from '../../../proxy/paypro/index.ts';
import { CALLS } from '../../../proxy/paypro/calls.ts';
import { readOrderStatusAnswer } from '../../../proxy/paypro/order-status.ts';
import type { WireResponse } from '../../../proxy/paypro/transport.ts';

const answer = (body: unknown, status = 200): WireResponse => ({
  status,
  header: () => undefined,
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

/** PayPro's own ggos sample, paid by card (PROTOCOL.md#ggos). */
const OFFICIAL_SAMPLE = `[{"Status":"00"},{"PaymentVia":"BAF","DatePaid":"2022-11-19T11:33:35.587","AmountPayable":15508.5000,
  "OrderNumber":"16620019414","CustomerName":"Fahad","CustomerBank":null,"OrderStatus":"PAID","OrderAmountPaid":15509.0000}]`;

test('the official sample: every field, amounts as decimal text', () => {
  const { raw, ...result } = readOrderStatusAnswer(answer(OFFICIAL_SAMPLE));
  assert.equal(result, {
    status: '00',
    description: 'Success',
    orderStatus: 'PAID',
    amountPayable: '15508.5',
    amountPaid: '15509',
    paymentVia: 'BAF',
    datePaid: '2022-11-19T11:33:35.587',
    orderNumber: '16620019414',
  });
  assert.ok(Array.isArray(raw));
});

test('keys in any case; amounts sent as text are kept as sent; PayProId, ConnectPayId or cpayId', () => {
  const result = readOrderStatusAnswer(
    answer([
      { Status: '00' },
      { orderstatus: 'Paid', AMOUNTPAYABLE: '199.00', orderAmountPaid: ' 206 ', paymentvia: '1Link', payproid: '01102205600001' },
    ]),
  );
  assert.equal(
    [result.orderStatus, result.amountPayable, result.amountPaid, result.paymentVia, result.payProId],
    ['PAID', '199.00', '206', '1Link', '01102205600001'],
  );
  assert.is(readOrderStatusAnswer(answer([{ Status: '00' }, { ConnectPayId: '099026300001' }])).payProId, '099026300001');
  assert.is(readOrderStatusAnswer(answer([{ Status: '00' }, { cpayId: '099026300002' }])).payProId, '099026300002');
});

test('null, empty and non-decimal values count as absent', () => {
  const result = readOrderStatusAnswer(
    answer([
      { Status: '00' },
      { OrderStatus: 'UNPAID', PaymentVia: null, DatePaid: null, AmountPayable: '1,500', OrderAmountPaid: -3, OrderNumber: '' },
    ]),
  );
  assert.equal(Object.keys(result).sort(), ['description', 'orderStatus', 'raw', 'status', 'unreadableAmounts']);
  assert.equal(result.unreadableAmounts, ['AmountPayable', 'OrderAmountPaid'], 'amounts that came unreadable are named, not guessed');
});

test("a live ggos answer (as a live merchant's code types it): OrderAmount read beside AmountPayable, the extra fields ignored", () => {
  const { raw: _raw, ...result } = readOrderStatusAnswer(
    answer([
      { Status: '00' },
      {
        SettlementStatus: null,
        PaymentVia: 'BAF',
        BillUrl: 'https://cpay.pk/x',
        DatePaid: '2025-01-12T10:20:30',
        tpayId: 123456,
        AmountPayable: 7000,
        OrderNumber: 'N-1',
        OrderAmount: 25,
        CustomerName: 'A',
        CustomerBank: null,
        OrderStatus: 'PAID',
        OrderAmountPaid: 7210,
      },
    ]),
  );
  assert.equal(result, {
    status: '00',
    description: 'Success',
    orderStatus: 'PAID',
    amountPayable: '7000',
    amountPaid: '7210',
    orderAmount: '25',
    paymentVia: 'BAF',
    datePaid: '2025-01-12T10:20:30',
    orderNumber: 'N-1',
  });
});

test('a legacy gos answer as a live storefront reads it: AmountPayable without OrderAmountPaid', () => {
  const result = readOrderStatusAnswer(
    answer([{ Status: '00' }, { OrderNumber: 'M-1', OrderStatus: 'PAID', AmountPayable: 4200, order_duedate: '2025-03-14T23:59:59' }]),
    CALLS.legacyOrderStatus,
  );
  assert.equal(
    [result.orderStatus, result.amountPayable, result.amountPaid, result.unreadableAmounts],
    ['PAID', '4200', undefined, undefined],
  );
});

test('status 03 is returned with its Description, without payment fields', () => {
  const result = readOrderStatusAnswer(answer([{ Status: '03' }, { Description: 'No data available' }]));
  assert.equal(
    [result.status, result.description, result.orderStatus, result.amountPaid],
    ['03', 'No data available', undefined, undefined],
  );
  assert.is(readOrderStatusAnswer(answer([{ Status: '03' }])).description, 'No data available');
});

test('HTTP 401/403 are gateway_unauthorized; other failures gateway_bad_response naming the call', () => {
  for (const [status, code] of [
    [401, 'gateway_unauthorized'],
    [403, 'gateway_unauthorized'],
    [500, 'gateway_bad_response'],
  ] as const) {
    try {
      readOrderStatusAnswer(answer('<html></html>', status), CALLS.legacyOrderStatus);
      assert.unreachable('should throw');
    } catch (err) {
      assert.instance(err, PayProError);
      const e = err as PayProError;
      assert.equal([e.code, e.httpStatus, e.orderMayExist], [code, status, false]);
      assert.match(e.message, 'the legacy order status call');
    }
  }
  assert.throws(
    () => readOrderStatusAnswer(answer('{"OrderStatus":"PAID"}')),
    (err: unknown) => err instanceof PayProError && err.code === 'gateway_bad_response',
  );
});

test.run();
