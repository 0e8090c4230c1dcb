/**
 * What one receipt says, as labelled facts in its own language, read from its fixed content
 * (`ReceiptContent`) and its row's state: the printable page (`receipt-page.ts`) and the mail
 * (`receipt-mail.ts`) draw these same facts, so both always say the same thing. Pure.
 *
 * Gift or not: a receipt whose payment is a gift (`paymentNameOf`: a donation or zakat) says that no
 * goods or services were given in return, and carries the tax-credit sentence while the issuer's
 * approval covers the payment day (`issuer.taxCredit`, decided at issue); a membership fee, a course
 * registration or a fixed-price payment bought something, so its receipt says it is not a gift and makes
 * no tax-credit claim (section 61 of the Income Tax Ordinance 2001 credits donations only).
 */
import { translatorFor } from '../../orgs/i18n/compile.ts';
import type { MessageValues, Translator } from '../../orgs/i18n/translator.ts';
import { KARACHI } from '../../orgs/karachi-time.ts';
import { receiptLocale } from '../../orgs/order-result-text.ts';
import { formatMoney, formatPaidAt } from '../../orgs/receipt-format.ts';
import { amountInWords } from './amount-in-words.ts';
import type { ReceiptRow } from '../ledger/tables.ts';
import { paymentNameOf, type ReceiptContent } from './receipt-content.ts';

/** The receipt row's state: issued, or void since `voidedAt` (ISO UTC) for `voidReason`. */
export type ReceiptState = { state: 'issued' } | { state: 'void'; voidReason: string; voidedAt: string };

/** The receipt row's state as the page and the mail show it. */
export function receiptStateOf(row: Pick<ReceiptRow, 'state' | 'void_reason' | 'voided_at'>): ReceiptState {
  return row.state === 'void' ? { state: 'void', voidReason: row.void_reason ?? '', voidedAt: row.voided_at ?? '' } : { state: 'issued' };
}

/** One labelled fact, e.g. { label: 'Receipt number', value: 'RCT-2026-27-000001' }. */
export interface ReceiptFact {
  label: string;
  value: string;
}

/** A titled group of facts, e.g. 'Received from' with the donor's name, email, CNIC and address. */
export interface ReceiptFactGroup {
  /** Absent for the first group (number, date, tax year), which the receipt's title heads. */
  heading?: string;
  facts: ReceiptFact[];
}

export interface ReceiptFacts {
  /** The receipt's heading: 'Donation receipt', 'Zakat receipt' or 'Payment receipt'. */
  title: string;
  /** The words drawn across the page: 'SPECIMEN', 'VOID' (both for a void specimen), in the language. */
  marks: string[];
  /** What the reader must know first: the specimen's note, the void note, the receipt replaced. */
  notices: string[];
  groups: ReceiptFactGroup[];
  /** The closing sentences: zakat named, the tax-credit sentence, gift or not. */
  statements: string[];
  /** 'Authorised signatory' and who signs ('Ayesha Siddiqui, Finance Officer', or "not set"). */
  signatory: ReceiptFact;
}

/** A Karachi calendar day (ISO time, or 'yyyy-MM-dd' read as that Karachi day) as `locale` writes it, e.g. '26 November 2026'. */
export function receiptDay(iso: string, locale: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00+05:00` : iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: KARACHI }).format(Date.parse(instant));
}

/** Facts whose value is given, in order; an undefined value leaves its fact out. */
function factsOf(entries: readonly [string, string | undefined][]): ReceiptFact[] {
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined).map(([label, value]) => ({ label, value }));
}

/** Whether the payment is a gift (a donation or zakat): nothing was given in return, and a tax credit may be claimed. */
function isGift(content: ReceiptContent): boolean {
  const payment = paymentNameOf(content);
  return payment === 'donation' || payment === 'zakat';
}

/** The receipt's heading: zakat is named as zakat, a payment that is no gift is a payment. */
function titleOf(content: ReceiptContent, t: Translator['t']): string {
  if (content.purpose.zakat) return t('receipt.headingZakat');
  return isGift(content) ? t('receipt.headingDonation') : t('receipt.headingPayment');
}

/** The sentence that says whether anything was given in return. */
function giftSentence(content: ReceiptContent, t: Translator['t']): string {
  if (isGift(content)) return t('receipt.noGoods');
  const payment = paymentNameOf(content);
  const kind = payment === 'membership-renewal' ? 'membership' : payment === 'course-registration' ? 'course' : 'other';
  return t('receipt.notGift', { kind });
}

/** The facts of `content` in its language, in the row's `state`. */
export function receiptFacts(content: ReceiptContent, state: ReceiptState): ReceiptFacts {
  const { t } = translatorFor(content.language);
  const locale = receiptLocale(content.language);
  const notSet = t('receipt.notSet');
  // A specimen labels every unknown issuer field; a real receipt leaves an absent optional one (NTN) out.
  const unknown = content.specimen ? notSet : undefined;
  const { issuer, donor, purpose, payment } = content;
  const marks = [content.specimen ? t('receipt.specimenMark') : undefined, state.state === 'void' ? t('receipt.voidMark') : undefined];
  const notices = [
    content.specimen ? t('receipt.specimenNote') : undefined,
    state.state === 'void' ? t('receipt.voidNote', { date: receiptDay(state.voidedAt, locale), reason: state.voidReason }) : undefined,
    content.replaces ? t('receipt.replaces', { number: content.replaces }) : undefined,
  ];
  const credit = issuer.taxCredit;
  const creditValues: MessageValues | undefined = credit && {
    legalName: issuer.legalName ?? issuer.displayName,
    section: credit.section,
    reference: credit.reference,
    validFrom: receiptDay(credit.validFrom, locale),
    validUntil: receiptDay(credit.validUntil, locale),
  };
  return {
    title: titleOf(content, t),
    marks: marks.filter((mark): mark is string => mark !== undefined),
    notices: notices.filter((notice): notice is string => notice !== undefined),
    groups: [
      {
        facts: factsOf([
          [t('receipt.number'), content.number],
          [t('receipt.date'), receiptDay(content.issuedAt, locale)],
          [t('receipt.taxYear'), content.taxYear],
        ]),
      },
      {
        heading: t('receipt.donor'),
        facts: factsOf([
          [t('receipt.name'), donor.name],
          [t('receipt.email'), donor.email || undefined],
          [t('receipt.cnic'), donor.cnic],
          [t('receipt.address'), donor.address],
        ]),
      },
      {
        heading: t('receipt.amount'),
        facts: factsOf([
          [t('receipt.amount'), formatMoney(content.amount, content.currency, locale)],
          [t('receipt.inWords'), amountInWords(content.amount, content.currency, content.language)],
        ]),
      },
      {
        heading: t('receipt.purpose'),
        facts: factsOf([
          [t('receipt.form'), purpose.form],
          [t('receipt.choice'), purpose.choice],
          [t('receipt.campaign'), purpose.campaign],
          [t('receipt.zakat'), purpose.zakat ? t('receipt.zakatLine') : undefined],
        ]),
      },
      {
        heading: t('receipt.payment'),
        facts: factsOf([
          [t('receipt.payProId'), payment.payProId],
          [t('receipt.paymentVia'), payment.paymentVia],
          [t('receipt.paidAt'), formatPaidAt(payment.paidAt, KARACHI, locale)],
          [t('receipt.orderNumber'), payment.orderNumber],
        ]),
      },
      {
        heading: t('receipt.issuer'),
        facts: factsOf([
          [t('receipt.legalName'), issuer.legalName ?? notSet],
          [t('receipt.address'), issuer.address ?? notSet],
          [t('receipt.ntn'), issuer.ntn ?? unknown],
        ]),
      },
    ],
    statements: [...(creditValues && isGift(content) ? [t('receipt.taxCredit', creditValues)] : []), giftSentence(content, t)],
    signatory: {
      label: t('receipt.signatory'),
      value: issuer.signatory ? `${issuer.signatory.name}, ${issuer.signatory.title}` : notSet,
    },
  };
}
