/**
 * The order `forms paypro check` creates: PKR 1, named so that whoever reads PayPro's merchant panel
 * sees a test (CustomerName "PayPro check", no contact details), due like every other order three days
 * after its Karachi issue day (PROTOCOL.md "Create order", "Dates").
 */
import { orderDates } from '../orders/pkt-dates.ts';
import type { PayProOrderRequest } from '../paypro/index.ts';

/** What the check order's CustomerName says: letters and a space only, which the sandbox is said to require. */
export const CHECK_CUSTOMER_NAME = 'PayPro check';

/** The create-order body of a check order for `merchantId`, numbered `orderNumber`, issued at `now`. */
export function checkOrder(merchantId: string, orderNumber: string, now: Date): PayProOrderRequest {
  const { issueDate, dueDate } = orderDates(now);
  return [
    { MerchantId: merchantId },
    {
      OrderNumber: orderNumber,
      OrderAmount: '1',
      OrderDueDate: dueDate,
      OrderType: 'Service',
      IssueDate: issueDate,
      OrderExpireAfterSeconds: '0',
      CustomerName: CHECK_CUSTOMER_NAME,
      CustomerMobile: '',
      CustomerEmail: '',
      CustomerAddress: '',
    },
  ];
}
