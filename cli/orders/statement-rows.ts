/**
 * The donors' statement of a tax year (`forms orders statement`), the return an approved NPO files: the
 * paid gifts grouped per donor (by email, case-insensitive; a gift without email by name and CNIC, so
 * two gifts without email or CNIC under one name count as one donor) and per currency, added up exactly
 * (`orgs/money.ts`), zakat and other gifts apart. Only PKR counts against the threshold; a gift in
 * another currency is never converted (PayPro bills it in PKR at a rate it does not tell) and is listed
 * apart. Pure.
 */
import { addDecimals, compareDecimals, type Decimal, decimalOf, decimalText, ZERO } from '../../orgs/money.ts';
import type { ReceiptContent } from '../../proxy/receipts/receipt-content.ts';

/** One paid gift, with the donor and zakat as its receipt says (or would say). */
export interface Gift {
  donor: ReceiptContent['donor'];
  zakat: boolean;
  /** Exact decimal text in major units of `currency`. */
  amount: string;
  /** ISO 4217. */
  currency: string;
  /** When it was paid (ISO UTC): the latest gift's details name the donor. */
  paidAt: string;
}

/** One donor's gifts in one currency. */
export interface StatementRow {
  name: string;
  address: string;
  /** Written 35202-1234567-1 when it has 13 digits (a spreadsheet keeps it as text, not a number). */
  cnic: string;
  email: string;
  gifts: number;
  currency: string;
  total: Decimal;
  zakat: Decimal;
  other: Decimal;
}

/** The statement: PKR donors over the threshold, then every donor's gifts in other currencies. */
export interface Statement {
  overThreshold: StatementRow[];
  otherCurrencies: StatementRow[];
}

/** The donor `gift` counts for: its email in lower case, else its name (spaces and case folded) and CNIC. */
function donorKey({ donor }: Gift): string {
  const email = donor.email.trim().toLowerCase();
  if (email) return `email ${email}`;
  return `name ${donor.name.trim().replace(/\s+/g, ' ').toLowerCase()}|${donor.cnic ?? ''}`;
}

/** `cnic` as printed on the card when it has 13 digits, else as it is. */
function printedCnic(cnic: string): string {
  return /^\d{13}$/.test(cnic) ? `${cnic.slice(0, 5)}-${cnic.slice(5, 12)}-${cnic.slice(12)}` : cnic;
}

/** The latest non-empty value of `field` among `gifts` (sorted oldest first), else ''. */
function latest(gifts: readonly Gift[], field: keyof ReceiptContent['donor']): string {
  return gifts.findLast((gift) => gift.donor[field]?.trim())?.donor[field]?.trim() ?? '';
}

/** The row of one donor's `gifts` in `currency`. */
function rowOf(gifts: Gift[], currency: string): StatementRow {
  gifts.sort((a, b) => a.paidAt.localeCompare(b.paidAt));
  let [total, zakat, other] = [ZERO, ZERO, ZERO];
  for (const gift of gifts) {
    const amount = decimalOf(gift.amount) ?? ZERO;
    total = addDecimals(total, amount);
    if (gift.zakat) zakat = addDecimals(zakat, amount);
    else other = addDecimals(other, amount);
  }
  const [name, address, email] = [latest(gifts, 'name'), latest(gifts, 'address'), latest(gifts, 'email')];
  return { name, address, cnic: printedCnic(latest(gifts, 'cnic')), email, gifts: gifts.length, currency, total, zakat, other };
}

/** Largest total first, then by name and email, so equal totals come out in a stable order. */
function byTotal(a: StatementRow, b: StatementRow): number {
  return compareDecimals(b.total, a.total) || a.name.localeCompare(b.name) || a.email.localeCompare(b.email);
}

/** The statement of `gifts` with PKR donors whose total is strictly over `over` (PKR). */
export function statementOf(gifts: readonly Gift[], over: Decimal): Statement {
  const groups = new Map<string, Gift[]>();
  for (const gift of gifts) {
    const key = `${gift.currency} ${donorKey(gift)}`;
    const group = groups.get(key);
    if (group) group.push(gift);
    else groups.set(key, [gift]);
  }
  const rows = [...groups.values()].map((group) => rowOf(group, group[0]!.currency));
  return {
    overThreshold: rows.filter((row) => row.currency === 'PKR' && compareDecimals(row.total, over) > 0).sort(byTotal),
    otherCurrencies: rows.filter((row) => row.currency !== 'PKR').sort((a, b) => a.currency.localeCompare(b.currency) || byTotal(a, b)),
  };
}

/** The headers of a statement's table and CSV. */
export const STATEMENT_HEADERS = ['name', 'address', 'CNIC', 'email', 'gifts', 'currency', 'total', 'zakat', 'other'];

/** The cells of `row`, in the order of `STATEMENT_HEADERS`; amounts as plain decimal text. */
export function statementCells(row: StatementRow): string[] {
  const amounts = [row.total, row.zakat, row.other].map(decimalText);
  return [row.name, row.address, row.cnic, row.email, String(row.gifts), row.currency, ...amounts];
}
