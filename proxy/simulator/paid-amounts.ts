import { addDecimals } from './decimal-text.ts';
import type { PaidAmounts, SimOrder } from './orders-store.ts';
import type { PaymentSwitch } from './payment-switch.ts';

/**
 * What a Pay records for `order` (proxy/paypro/PROTOCOL.md#amount-verification): AmountPayable is the
 * order amount, shifted by the payment switch's amountDelta when one is in force (which it spends);
 * OrderAmountPaid is AmountPayable plus `fee` (decimal text) for PKR orders, as a payer who bears
 * PayPro's convenience fee pays more than the bill. How PayPro reports fees on foreign-currency orders
 * is unknown, so those pay exactly AmountPayable.
 */
export function paidAmounts(order: SimOrder, fee: string, payment: PaymentSwitch): PaidAmounts {
  const delta = payment.take()?.amountDelta;
  const amountPayable = delta === undefined ? order.amount : addDecimals(order.amount, delta);
  return { amountPayable, amountPaid: addDecimals(amountPayable, order.currency === 'PKR' ? fee : '0') };
}
