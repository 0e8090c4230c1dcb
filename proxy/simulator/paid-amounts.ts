import { addDecimals, decimalOf, decimalText } from '../../orgs/money.ts';
import type { PaidAmounts, SimOrder } from './orders-store.ts';
import type { PaymentSwitch } from './payment-switch.ts';

/**
 * What a Pay records for `order` (proxy/paypro/PROTOCOL.md#amount-verification): AmountPayable is the
 * order's bill (`SimOrder.amountPayable`), shifted by the payment switch's amountDelta when one is in
 * force (which it spends); OrderAmountPaid is AmountPayable plus `fee` (decimal text) when the bill is in
 * PKR, as a payer who bears PayPro's convenience fee pays more than the bill. An order billed in its own
 * foreign currency (the `echo` variant) pays exactly AmountPayable: how PayPro would charge a fee on it
 * is unknown.
 */
export function paidAmounts(order: SimOrder, fee: string, payment: PaymentSwitch): PaidAmounts {
  const delta = payment.take()?.amountDelta;
  const amountPayable = delta === undefined ? order.amountPayable : plus(order.amountPayable, delta);
  return { amountPayable, amountPaid: plus(amountPayable, order.foreignCurrency === 'echo' ? '0' : fee) };
}

/** `a + b` for plain decimal texts, exactly, without trailing zeros. Throws TypeError for any other text. */
function plus(a: string, b: string): string {
  const [left, right] = [decimalOf(a), decimalOf(b)];
  if (left === undefined || right === undefined) throw new TypeError(`not a decimal amount: "${left === undefined ? a : b}"`);
  return decimalText(addDecimals(left, right));
}
