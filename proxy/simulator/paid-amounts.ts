import { addDecimals } from './decimal-text.ts';
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
  const amountPayable = delta === undefined ? order.amountPayable : addDecimals(order.amountPayable, delta);
  return { amountPayable, amountPaid: addDecimals(amountPayable, order.foreignCurrency === 'echo' ? '0' : fee) };
}
