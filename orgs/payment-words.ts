/**
 * The words for what a form's payer paid, so the thank-you page and the proxy's status page speak of a
 * donation, a zakat payment, a membership renewal, a course registration or a plain payment alike. A
 * form that takes only zakat (`takesOnlyZakat`: a zakat form, a donation page whose purpose is Zakat)
 * says zakat: zakat is an obligation, not a gift, and its payers look for the word. A form where the
 * donor chooses Zakat among other purposes says donation: neither page can know the choice, since the
 * status API tells only the five facts of a receipt (orgs/public-order-status.ts) and the address PayPro
 * sends the donor back to is anyone's to type (proxy/paypro/PROTOCOL.md#browser-return).
 */
import type { MessageKey } from './i18n/catalogue.ts';
import type { FormKind } from './kinds.ts';
import type { FormDef } from './types.ts';
import { takesOnlyZakat } from './zakat/zakat-target.ts';

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

/** Every kind has an entry: adding a kind to `FormDef` without one is a type error. */
export const PAYMENT_OF_KIND: Readonly<Record<FormKind, PaymentName>> = {
  'standard-grid': 'donation',
  'donation-page': 'donation',
  'zakat-form': 'zakat',
  'campaign-form': 'donation',
  'donation-wizard': 'donation',
  associates: 'donation',
  'membership-renewal': 'membership-renewal',
  'course-registration': 'course-registration',
  'fixed-amount': 'payment',
  'card-checkout': 'payment',
  'sample-contribution': 'payment',
  'account-removal': 'payment',
};

/** What `form`'s payments are called: zakat on a form that takes only zakat, else its kind's name. */
export function paymentOf(form: FormDef): PaymentName {
  return takesOnlyZakat(form) ? 'zakat' : PAYMENT_OF_KIND[form.kind];
}

/** The words of the payment `name` (`PaymentName`); anything else (data from elsewhere) gets the plain payment words. */
export function paymentWords(name: string | undefined): PaymentWords {
  return name !== undefined && Object.hasOwn(WORDS_OF_PAYMENT, name) ? WORDS_OF_PAYMENT[name as PaymentName] : WORDS_OF_PAYMENT.payment;
}
