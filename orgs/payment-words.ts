/**
 * The words for what a form's payer paid, so the thank-you page and the proxy's status page speak of a
 * donation, a zakat payment, a membership renewal, a course registration or a plain payment alike. Each
 * kind names its payments in its entry of the kinds table (`paymentName`, `kinds.ts`, where `paymentOf`
 * tells a form's); this file is the words alone, so the thank-you page's script carries no kind table.
 */
import type { MessageKey } from './i18n/catalogue.ts';

/** Catalogue messages (area `thankYou`), so each page says them in its language. */
export interface PaymentWords {
  /** What was paid for, read after "your": 'donation', 'zakat payment', 'membership renewal', 'course registration', 'payment'. */
  noun: MessageKey;
  /** The thanks once PayPro confirms it, naming the organisation (`{org}`), e.g. 'Thank you for supporting JHR Trust.'. */
  thanks: MessageKey;
}

/** The words of each kind of payment, by the name a thank-you page's data carries (`ThankYouData.payment`). */
export const WORDS_OF_PAYMENT = {
  donation: { noun: 'thankYou.nounDonation', thanks: 'thankYou.thanksDonation' },
  zakat: { noun: 'thankYou.nounZakat', thanks: 'thankYou.thanksDonation' },
  'membership-renewal': { noun: 'thankYou.nounMembershipRenewal', thanks: 'thankYou.thanksMembershipRenewal' },
  'course-registration': { noun: 'thankYou.nounCourseRegistration', thanks: 'thankYou.thanksCourseRegistration' },
  /** A price the org file fixes, and the kinds that take no payment (their thank-you page exists all the same). */
  payment: { noun: 'thankYou.nounPayment', thanks: 'thankYou.thanksPayment' },
} as const satisfies Record<string, PaymentWords>;

/** What a payment is called: 'donation', 'zakat', 'membership-renewal', 'course-registration' or 'payment'. */
export type PaymentName = keyof typeof WORDS_OF_PAYMENT;

/** The words of the payment `name` (`PaymentName`); anything else (data from elsewhere) gets the plain payment words. */
export function paymentWords(name: string | undefined): PaymentWords {
  return name !== undefined && Object.hasOwn(WORDS_OF_PAYMENT, name) ? WORDS_OF_PAYMENT[name as PaymentName] : WORDS_OF_PAYMENT.payment;
}
