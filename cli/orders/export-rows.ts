/**
 * One export row per order, as `forms orders export` writes it (CSV or JSON) and proxy/OPERATIONS.md ("The charity's view") documents:
 * the charity's view of an order, with what PayPro reported about its payment. Pure.
 */
import { paidAtOf } from '../../proxy/reconcile/order-status-source.ts';
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
] as const;

export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number][0], string>;

/** BillDetail keys that name what the money is for, by kind: a purpose select, or ipchih's payment type. */
const PURPOSE_KEYS = ['purposeOfDonation', 'paymentType'];

/** The order's BillDetail as recorded ({} when unreadable). */
function billDetail(order: OrderRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(order.bill_detail);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The export row of `order`; absent facts are ''. */
export function exportRow(order: OrderRow): ExportRow {
  const detail = billDetail(order);
  return {
    orderNumber: order.order_number,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    paidAt: paidAtOf(order) ?? '',
    org: order.org,
    route: order.route,
    formKind: order.form_kind,
    purpose: PURPOSE_KEYS.map((key) => text(detail[key])).find(Boolean) ?? '',
    campaign: text(detail.campaign),
    amount: order.amount,
    currency: order.currency,
    state: order.state,
    paidAmount: order.amount_paid ?? '',
    channel: order.payment_via ?? '',
    reference: order.paypro_id ?? '',
    donorName: order.donor_name,
    email: order.donor_email,
    phone: order.donor_phone,
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
