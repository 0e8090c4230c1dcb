/**
 * The words for what a form's payer paid, per form kind, so the thank-you page and the proxy's status
 * page speak of a donation, a membership renewal, a course registration or a plain payment alike.
 */
import type { FormKind } from './kinds.ts';

export interface PaymentWords {
  /** What was paid for, read after "your": 'donation', 'membership renewal', 'course registration', 'payment'. */
  noun: string;
  /** The thanks once PayPro confirms it, naming the organisation, e.g. 'Thank you for supporting JHR Trust.'. */
  thanks(org: string): string;
}

const DONATION: PaymentWords = { noun: 'donation', thanks: (org) => `Thank you for supporting ${org}.` };
/** A price the org file fixes, and the kinds that take no payment (their thank-you page exists all the same). */
const PAYMENT: PaymentWords = { noun: 'payment', thanks: (org) => `Thank you for your payment to ${org}.` };

/** Every kind has an entry: adding a kind to `FormDef` without one is a type error. */
export const PAYMENT_WORDS: Readonly<Record<FormKind, PaymentWords>> = {
  'standard-grid': DONATION,
  'donation-page': DONATION,
  'zakat-form': DONATION,
  'campaign-form': DONATION,
  'donation-wizard': DONATION,
  associates: DONATION,
  'membership-renewal': { noun: 'membership renewal', thanks: (org) => `Thank you for renewing your membership of ${org}.` },
  'course-registration': { noun: 'course registration', thanks: (org) => `Thank you for registering with ${org}.` },
  'fixed-amount': PAYMENT,
  'card-checkout': PAYMENT,
  'sample-contribution': PAYMENT,
  'account-removal': PAYMENT,
};

/** The words for `kind`; a kind this code does not know (data from elsewhere) gets the plain payment words. */
export function paymentWords(kind: string | undefined): PaymentWords {
  return kind !== undefined && Object.hasOwn(PAYMENT_WORDS, kind) ? PAYMENT_WORDS[kind as FormKind] : PAYMENT;
}
