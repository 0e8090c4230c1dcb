/**
 * What a receipt says, fixed when it is issued and kept as JSON in `receipts.content`: a receipt never
 * changes, even when the org file does later (a new address, a lapsed approval). Every renderer (the
 * printable page, the mail, the CLI) reads this and nothing else. `receiptContentOf` builds it from the
 * paid order and the org file. Amounts are exact decimal text in major units, times ISO 8601 UTC.
 */
import type { Language } from '../../orgs/i18n/languages.ts';
import { formatKarachi } from '../../orgs/karachi-time.ts';
import { orgTextsOf } from '../../orgs/org-languages.ts';
import type { FormDef, Org, ReceiptsDef } from '../../orgs/types.ts';
import { paymentOf } from '../../orgs/kinds.ts';
import type { PaymentName } from '../../orgs/payment-words.ts';
import { takesOnlyZakat, zakatChoiceOf } from '../../orgs/zakat/zakat-target.ts';
import { billDetailOf, chosenPurposeOf } from '../ledger/bill-detail.ts';
import { paidInstantOf } from '../ledger/paid-instant.ts';
import type { OrderRow } from '../ledger/tables.ts';

export interface ReceiptContent {
  /** e.g. 'JHR-2026-27-000123'. */
  number: string;
  /** When it was issued (ISO UTC): the receipt's date. */
  issuedAt: string;
  /** e.g. '2026-27'. */
  taxYear: string;
  /** A simulated payment's receipt: SPECIMEN on every page and mail, never to be filed. */
  specimen: boolean;
  language: Language;
  /** The number of the void receipt this one replaces. */
  replaces?: string;
  issuer: {
    /** The name donors know (the org file's displayName). */
    displayName: string;
    /** Each absent only on a specimen of an org without a `receipts` block: shown as "not set". */
    legalName?: string;
    address?: string;
    ntn?: string;
    signatory?: { name: string; title: string };
    /** The approval, present only when the payment's Karachi day is inside its validity: the receipt then carries the tax-credit sentence. */
    taxCredit?: { section: '2(36)' | '100C'; reference: string; validFrom: string; validUntil: string };
  };
  donor: {
    name: string;
    email: string;
    /** The CNIC/NICOP number, only when the form asked for it. */
    cnic?: string;
    address?: string;
  };
  /** Exact decimal text in major units of `currency`, e.g. '2500' or '25.5'. */
  amount: string;
  /** ISO 4217, e.g. 'PKR'. */
  currency: string;
  purpose: {
    /** The form's title in the receipt's language, e.g. 'Donate to JHR Trust'. */
    form: string;
    /** The purpose or donation type the donor chose, in the receipt's language, e.g. 'Zakat'. */
    choice?: string;
    campaign?: string;
    /** The payment is zakat (a zakat form, or Zakat chosen): receipts name it as zakat. */
    zakat: boolean;
    /**
     * What the form's payments are (`paymentOf`): 'donation' or 'zakat' are gifts, for which nothing was
     * given in return; 'membership-renewal', 'course-registration' and 'payment' (a fixed price) buy
     * something, so their receipts never say they are gifts. Absent (a form gone from the org file when
     * the receipt was issued): read as 'donation' (`paymentNameOf`).
     */
    payment?: PaymentName;
  };
  payment: {
    orderNumber: string;
    /** PayPro's reference (PayProId, or ConnectPayId for a membership order). */
    payProId?: string;
    /** How the donor paid, as PayPro reported it (PaymentVia). */
    paymentVia?: string;
    /** When it was paid (ISO UTC): PayPro's DatePaid, else when the ledger learnt it. */
    paidAt: string;
  };
}

/** What `content` was paid for: its `purpose.payment`, else 'donation' (the default for content without it). */
export function paymentNameOf(content: Pick<ReceiptContent, 'purpose'>): PaymentName {
  return content.purpose.payment ?? 'donation';
}

/** The issue of a receipt: its number and tax year, when, and whether it is a specimen. */
export interface ReceiptIssue {
  number: string;
  taxYear: string;
  issuedAt: Date;
  specimen: boolean;
  replaces?: string;
}

/** The approval of `receipts` when `paidAt`'s Karachi day is from its first to its last day. */
function taxCreditOn(receipts: ReceiptsDef | undefined, paidAt: Date): ReceiptContent['issuer']['taxCredit'] {
  const status = receipts?.taxStatus;
  if (!status) return undefined;
  const day = formatKarachi(paidAt, 'yyyy-MM-dd');
  return day >= status.validFrom && day <= status.validUntil ? { ...status } : undefined;
}

/** Whether a payment of `form` with purpose `choice` is zakat. */
function isZakat(form: FormDef | undefined, choice: string | undefined): boolean {
  if (!form) return false;
  return takesOnlyZakat(form) || (choice !== undefined && zakatChoiceOf(form)?.purpose?.value === choice);
}

/** The label of the option `value` of `form`'s purpose choice, else the value itself. */
function optionLabel(form: FormDef | undefined, value: string): string {
  const options: readonly { value: string; label?: string }[] | undefined =
    form === undefined
      ? undefined
      : form.kind === 'standard-grid' || form.kind === 'associates'
        ? form.purpose.options
        : form.kind === 'campaign-form'
          ? form.donationType.options
          : form.kind === 'donation-wizard'
            ? form.purposes
            : undefined;
  return options?.find((option) => option.value === value)?.label ?? value;
}

/** Non-empty text, else undefined. */
const present = (text: string | undefined) => (text ? text : undefined);

/**
 * The content of the receipt `issue` of the paid `order` of `org` (its form found by route; an order
 * whose form has left the file keeps its route as the form's name). Texts the org file translates are
 * written in the order's language. Pure.
 */
export function receiptContentOf(order: OrderRow, org: Org, issue: ReceiptIssue): ReceiptContent {
  const language: Language = order.language === 'ur' ? 'ur' : 'en';
  const texts = orgTextsOf(org, language);
  const say = (text: string) => texts[text] ?? text;
  const form = formOf(order, org);
  const detail = billDetailOf(order);
  const choice = chosenPurposeOf(detail);
  const paidAt = paidInstantOf(order) ?? issue.issuedAt;
  const receipts = org.receipts;
  return {
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    taxYear: issue.taxYear,
    specimen: issue.specimen,
    language,
    ...(issue.replaces ? { replaces: issue.replaces } : {}),
    issuer: {
      displayName: say(org.displayName),
      ...(receipts
        ? {
            legalName: receipts.legalName,
            address: receipts.address,
            signatory: { ...receipts.signatory },
            ...(receipts.ntn ? { ntn: receipts.ntn } : {}),
          }
        : {}),
      ...withDefined('taxCredit', taxCreditOn(receipts, paidAt)),
    },
    donor: donorOf(order),
    amount: order.amount,
    currency: order.currency,
    purpose: {
      form: form ? say(form.title) : order.route,
      ...withDefined('choice', choice === undefined ? undefined : say(optionLabel(form, choice))),
      ...withDefined('campaign', present(detail.campaign)),
      zakat: isZakat(form, choice),
      ...withDefined('payment', form && paymentOf(form)),
    },
    payment: {
      orderNumber: order.order_number,
      ...withDefined('payProId', present(order.paypro_id ?? undefined)),
      ...withDefined('paymentVia', present(order.payment_via ?? undefined)),
      paidAt: paidAt.toISOString(),
    },
  };
}

/** The form of `org` that `order` came from (by route); undefined once it has left the file. */
function formOf(order: OrderRow, org: Org): FormDef | undefined {
  return org.forms.find((candidate) => candidate.route === order.route);
}

/**
 * The donor as a receipt of `order` names them: name and email as the order holds them, the CNIC/NICOP
 * number (BillDetail01's `cnicNumber` on a course registration, `nationalIdentityNumber` on the
 * associates form) and address only when given. Pure.
 */
export function donorOf(order: OrderRow): ReceiptContent['donor'] {
  const detail = billDetailOf(order);
  return {
    name: order.donor_name,
    email: order.donor_email,
    ...withDefined('cnic', present(detail.cnicNumber || detail.nationalIdentityNumber)),
    ...withDefined('address', present(order.donor_address)),
  };
}

/**
 * Whether paid `order` of `org` is zakat, as its receipt says (`purpose.zakat`): a form that takes only
 * zakat, or Zakat chosen as the purpose; false once its form has left the org file. Pure.
 */
export function isZakatPayment(order: OrderRow, org: Org): boolean {
  return isZakat(formOf(order, org), chosenPurposeOf(billDetailOf(order)));
}

/** `{ [key]: value }`, or `{}` when `value` is undefined (the content's JSON has no undefined keys). */
function withDefined<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
