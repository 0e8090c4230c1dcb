/**
 * One export row per order, as `forms orders export` writes it (CSV or JSON) and proxy/OPERATIONS.md ("The charity's view") documents:
 * the charity's view of an order, with what PayPro reported about its payment. Pure.
 */
import { paidAtOf } from '../../proxy/reconcile/order-status-source.ts';
import type { AmountCheck } from '../../proxy/ledger/amount-check.ts';
import { billDetailOf, chosenPurposeOf } from '../../proxy/ledger/bill-detail.ts';
import type { OrderRow } from '../../proxy/ledger/tables.ts';

/** The columns in order: JSON key and CSV header. */
export const EXPORT_COLUMNS = [
  ['orderNumber', 'OrderNumber'],
  ['createdAt', 'created'],
  ['updatedAt', 'updated'],
  ['paidAt', 'paid'],
  ['org', 'org'],
  ['route', 'route'],
  ['formKind', 'form kind'],
  ['purpose', 'purpose'],
  ['campaign', 'campaign'],
  ['amount', 'amount'],
  ['currency', 'currency'],
  ['state', 'state'],
  ['paidAmount', 'paid amount'],
  ['channel', 'channel'],
  ['reference', 'PayPro reference'],
  ['donorName', 'donor name'],
  ['email', 'email'],
  ['phone', 'phone'],
  // Added after the columns above, so a spreadsheet reading those by position still finds them.
  ['amountCheck', 'amount check'],
  ['payproPkrAmount', 'PayPro PKR amount'],
  ['amountFields', 'PayPro amount fields'],
] as const;

/** What `list`, `summary` and the export's `amount check` say of a paid order whose amount could not be compared. */
export const NOT_COMPARABLE = 'amount not comparable';

/** The `amount check` column's words for each verdict (`AmountCheck`). */
const AMOUNT_CHECK_WORDS: Record<AmountCheck, string> = {
  order_amount: 'order amount',
  pkr_amount: 'PKR amount',
  not_comparable: NOT_COMPARABLE,
  other_amount: 'other amount',
  paid_less: 'paid less',
};

export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number][0], string>;

/** The export row of `order`; absent facts are ''. */
export function exportRow(order: OrderRow): ExportRow {
  const detail = billDetailOf(order);
  return {
    orderNumber: order.order_number,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    paidAt: paidAtOf(order) ?? '',
    org: order.org,
    route: order.route,
    formKind: order.form_kind,
    purpose: chosenPurposeOf(detail) ?? '',
    campaign: detail.campaign ?? '',
    amount: order.amount,
    currency: order.currency,
    state: order.state,
    paidAmount: order.amount_paid ?? '',
    channel: order.payment_via ?? '',
    reference: order.paypro_id ?? '',
    donorName: order.donor_name,
    email: order.donor_email,
    phone: order.donor_phone,
    amountCheck: order.amount_check ? AMOUNT_CHECK_WORDS[order.amount_check] : '',
    payproPkrAmount: order.paypro_pkr_amount ?? '',
    amountFields: order.reported_amount_fields ?? '',
  };
}

/**
 * The starts that make a spreadsheet read a cell as a formula (CSV injection, see
 * https://owasp.org/www-community/attacks/CSV_Injection): `=`, `+`, `-`, `@`; their full-width forms
 * `＝＋－＠` (U+FF1D, U+FF0B, U+FF0D, U+FF20), which spreadsheets in East Asian locales take as the
 * same; either kind after leading white space, which an import may trim; and a tab, carriage return,
 * line feed or NUL, after which some spreadsheets read on (OWASP ASVS 1.2.10 names the tab and NUL).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters to find.
const FORMULA_START = /^[\t\r\n\u0000]|^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]/;

/**
 * `cell` made safe for a spreadsheet: text with a `FORMULA_START` gets a leading apostrophe, which
 * spreadsheets show as text and never run.
 */
export function neutralisedCell(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
