/**
 * Reads the payment result PayPro appends to the callback URL when it sends the donor back (paypro.md
 * §10.2: `status`, e.g. 'Success', `ordId`, the PayPro order id, and `msg`). This return is not
 * authenticated, so the page only reports it; the organisation confirms payments on its side.
 */

export type PaymentResult =
  /** No status in the address: the page was opened directly. */
  | { kind: 'none' }
  | { kind: 'paid' | 'failed'; reference: string; message: string };

/** Statuses that mean the payment went through, compared case-insensitively: PayPro's 'Success',
 * the order status 'PAID' (paypro.md §6.1) and the envelope code '00' (paypro.md §5). */
const PAID = new Set(['success', 'paid', '00']);

/** `search` is a query string such as `?status=Success&ordId=01102205600001&msg=Paid`. */
export function readPaymentResult(search: string): PaymentResult {
  const params = new URLSearchParams(search);
  const status = params.get('status')?.trim().toLowerCase() ?? '';
  if (status === '') return { kind: 'none' };
  return {
    kind: PAID.has(status) ? 'paid' : 'failed',
    reference: params.get('ordId')?.trim() ?? '',
    message: params.get('msg')?.trim() ?? '',
  };
}

/** Id of the element of the thank-you page that shows the result. */
export const RESULT_ID = 'payment-result';

/** The lines to show for a reported result, most important first. */
export function resultLines(result: Exclude<PaymentResult, { kind: 'none' }>): string[] {
  const lines =
    result.kind === 'paid'
      ? ['Your payment went through. Thank you for your support.']
      : ['Your payment did not go through.', 'To try again, go back to the form and submit it once more.'];
  if (result.reference) lines.push(`Reference: ${result.reference}`);
  if (result.message) lines.push(`Message from the payment provider: ${result.message}`);
  return lines;
}
