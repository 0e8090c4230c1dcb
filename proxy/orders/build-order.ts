/**
 * Builds the create-order body (PROTOCOL.md "Create order") from a form and the donor's checked values. Pure: the
 * order number, merchant id and clock come in as arguments.
 */
import type { FormValues } from '../../orgs/rules/index.ts';
import type { OrderFormDef } from '../../orgs/types.ts';
import type { PayProOrderRequest } from '../paypro/index.ts';
import { orderKindOf } from './order-kinds.ts';
import { CUSTOMER_ADDRESS_MAX, CUSTOMER_NAME_MAX, normaliseAmount, truncate } from './order-text.ts';
import { orderDates } from './pkt-dates.ts';

export interface BuildOrderInput {
  form: OrderFormDef;
  /** Already accepted by `rulesFor(form).check(values, 'submit')` (trimmed, only the form's fields). */
  values: FormValues;
  /** The merchant's username (PROTOCOL.md "Create order" MerchantId), from the proxy's environment. */
  merchantId: string;
  orderNumber: string;
  /** Creation instant; IssueDate and OrderDueDate are its Karachi calendar day and 3 days later. */
  now: Date;
}

/**
 * Element 0 is `{ MerchantId }`; element 1 the order. A PKR amount goes to OrderAmount; any other
 * currency goes to CurrencyAmount with Currency and IsConverted 'true' and no OrderAmount (PROTOCOL.md
 * "Create order", as the original forms did). The Customer* fields are always present, "" when unknown (PROTOCOL.md "Create order");
 * CustomerName is cut to 32 and CustomerAddress to 64 characters (PROTOCOL.md "Legacy create order", see `order-text.ts`).
 * CustomerEmail is never cut: a shortened address would send the receipt to someone else.
 * BillDetail01 is left out when the kind's detail is empty (PROTOCOL.md "Create order": it is not an official field).
 */
export function buildOrderRequest(input: BuildOrderInput): PayProOrderRequest {
  const parts = orderKindOf(input.form).parts(input.form, input.values);
  const amount = normaliseAmount(parts.amount);
  const { issueDate, dueDate } = orderDates(input.now);
  const amountFields =
    parts.currency === 'PKR' ? { OrderAmount: amount } : { CurrencyAmount: amount, Currency: parts.currency, IsConverted: 'true' };
  return [
    { MerchantId: input.merchantId },
    {
      OrderNumber: input.orderNumber,
      ...amountFields,
      OrderDueDate: dueDate,
      OrderType: 'Service',
      IssueDate: issueDate,
      OrderExpireAfterSeconds: '0',
      CustomerName: truncate(parts.customer.name, CUSTOMER_NAME_MAX),
      CustomerMobile: parts.customer.mobile,
      CustomerEmail: parts.customer.email,
      CustomerAddress: truncate(parts.customer.address, CUSTOMER_ADDRESS_MAX),
      // A kind with nothing to detail (the fixed-amount forms) sends no BillDetail01, as PayPro's own samples.
      ...(Object.keys(parts.billDetail).length > 0 ? { BillDetail01: [parts.billDetail] } : {}),
    },
  ];
}
