/**
 * `createdAmountsOf`: what a create-order answer says of the order's amount (proxy/paypro/PROTOCOL.md
 * "Create order"): PayPro's own sample, a foreign-currency order converted to PKR, an echo of the amount
 * sent (no PKR amount), an answer naming the currency, and values that cannot be read.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createdAmountsOf } from '../../../proxy/paypro/created-amounts.ts';

const pkrOrder = { OrderNumber: 'N-1', OrderAmount: '200' };
const usdOrder = { OrderNumber: 'N-2', CurrencyAmount: '25.00', Currency: 'USD', IsConverted: 'true' };

test("PayPro's sample answer: OrderAmount is the PKR amount, ParityAmount and IsParity are kept as they come", () => {
  assert.equal(createdAmountsOf({ OrderAmount: '200', ParityAmount: '3', IsParity: true }, pkrOrder), {
    pkrAmount: '200',
    parityAmount: '3',
    isParity: true,
  });
});

test('a USD order: an OrderAmount other than the amount sent is the PKR amount it was converted to', () => {
  assert.equal(createdAmountsOf({ OrderAmount: 7000, IsParity: 'False' }, usdOrder), { pkrAmount: '7000', isParity: false });
  assert.equal(createdAmountsOf({ OrderAmount: '7000', Currency: 'pkr' }, usdOrder), { pkrAmount: '7000' });
});

test('a USD order: an echo of the amount sent, an amount named in another currency, or none, gives no PKR amount', () => {
  assert.equal(createdAmountsOf({ OrderAmount: '25' }, usdOrder), {}, "'25' equals '25.00': an echo");
  assert.equal(createdAmountsOf({ OrderAmount: '7000', Currency: 'USD' }, usdOrder), {});
  assert.equal(createdAmountsOf({}, usdOrder), {});
});

test('values that are not plain decimals, or no boolean, count as absent', () => {
  assert.equal(createdAmountsOf({ OrderAmount: '1,500', ParityAmount: 'x', IsParity: 'yes' }, pkrOrder), {});
  assert.equal(createdAmountsOf({ OrderAmount: null, ParityAmount: null, IsParity: null }, pkrOrder), {});
});

test.run();
