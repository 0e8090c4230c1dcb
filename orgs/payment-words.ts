/**
 * The words for what a form's payer paid, per form kind, so the thank-you page and the proxy's status
 * page speak of a donation, a membership renewal, a course registration or a plain payment alike.
 */
import type { MessageKey } from '../i18n/catalogue.ts';
import type { FormKind } from './kinds.ts';

/** Catalogue messages (area `thankYou`), so each page says them in its language. */
export interface PaymentWords {
  /** What was paid for, read after "your": 'donation', 'membership renewal', 'course registration', 'payment'. */
  noun: MessageKey;
  /** The thanks once PayPro confirms it, naming the organisation (`{org}`), e.g. 'Thank you for supporting JHR Trust.'. */
  thanks: MessageKey;
}

const DONATION: PaymentWords = { noun: 'thankYou.nounDonation', thanks: 'thankYou.thanksDonation' };
/** A price the org file fixes, and the kinds that take no payment (their thank-you page exists all the same). */
const PAYMENT: PaymentWords = { noun: 'thankYou.nounPayment', thanks: 'thankYou.thanksPayment' };

/** Every kind has an entry: adding a kind to `FormDef` without one is a type error. */
export const PAYMENT_WORDS: Readonly<Record<FormKind, PaymentWords>> = {
  'standard-grid': DONATION,
  'donation-page': DONATION,
  'zakat-form': DONATION,
  'campaign-form': DONATION,
  'donation-wizard': DONATION,
  associates: DONATION,
  'membership-renewal': { noun: 'thankYou.nounMembershipRenewal', thanks: 'thankYou.thanksMembershipRenewal' },
  'course-registration': { noun: 'thankYou.nounCourseRegistration', thanks: 'thankYou.thanksCourseRegistration' },
  'fixed-amount': PAYMENT,
  'card-checkout': PAYMENT,
  'sample-contribution': PAYMENT,
  'account-removal': PAYMENT,
};

/** The words for `kind`; a kind this code does not know (data from elsewhere) gets the plain payment words. */
export function paymentWords(kind: string | undefined): PaymentWords {
  return kind !== undefined && Object.hasOwn(PAYMENT_WORDS, kind) ? PAYMENT_WORDS[kind as FormKind] : PAYMENT;
}
