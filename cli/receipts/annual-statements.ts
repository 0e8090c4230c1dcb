/**
 * The year-end statements of one org's tax year: its receipts grouped by donor, one statement each.
 * A donor is their email address, lower-cased; a donor who gave none is their name (spaces collapsed,
 * letter case ignored). Void receipts are left out (their replacements, issued receipts of their own,
 * count); totals are exact (`orgs/money.ts`), per currency, zakat apart from everything else, never
 * converted between currencies. Pure.
 */
import { addDecimals, type Decimal, decimalOf, ZERO } from '../../orgs/money.ts';
import type { ReceiptRow } from '../../proxy/ledger/tables.ts';
import type { ReceiptContent } from '../../proxy/receipts/receipt-content.ts';

/** One currency's totals of a statement, exact, in major units of `currency`. */
export interface CurrencyTotal {
  /** ISO 4217, e.g. 'PKR'. */
  currency: string;
  zakat: Decimal;
  other: Decimal;
}

export interface DonorStatement {
  /** What groups the receipts: 'email:<address lower-cased>' or 'name:<name lower-cased>'. */
  key: string;
  /** The address to mail it to (lower-cased); absent for a donor who gave none. */
  email?: string;
  /** The receipts listed, in number order (the order they were issued). */
  receipts: ReceiptContent[];
  totals: CurrencyTotal[];
}

/** The donor key of `content`: its email lower-cased, else its name. */
export function donorKeyOf(content: Pick<ReceiptContent, 'donor'>): string {
  const email = content.donor.email.trim().toLowerCase();
  return email ? `email:${email}` : `name:${content.donor.name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** The totals of `receipts` per currency, in the order the currencies first appear. */
function totalsOf(receipts: readonly ReceiptContent[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const receipt of receipts) {
    const total = totals.get(receipt.currency) ?? { currency: receipt.currency, zakat: ZERO, other: ZERO };
    // The ledger keeps only amounts that passed `decimalOf` when the order was taken.
    const amount = decimalOf(receipt.amount) ?? ZERO;
    totals.set(receipt.currency, {
      ...total,
      ...(receipt.purpose.zakat ? { zakat: addDecimals(total.zakat, amount) } : { other: addDecimals(total.other, amount) }),
    });
  }
  return [...totals.values()];
}

/**
 * The statements of `rows` (one org's receipts of one tax year, in sequence order), one per donor with
 * a receipt that is not void, in the order of each donor's first receipt: a later run lists the same
 * donors first, so the file counters stay theirs.
 */
export function annualStatements(rows: readonly Pick<ReceiptRow, 'state' | 'content'>[]): DonorStatement[] {
  const byDonor = new Map<string, ReceiptContent[]>();
  for (const row of rows) {
    const content = JSON.parse(row.content) as ReceiptContent;
    const key = donorKeyOf(content);
    // A donor's place is that of their first receipt, void or not, so a reissue does not move them.
    const receipts = byDonor.get(key) ?? [];
    byDonor.set(key, row.state === 'void' ? receipts : [...receipts, content]);
  }
  return [...byDonor]
    .filter(([, receipts]) => receipts.length > 0)
    .map(([key, receipts]) => ({
      key,
      ...(key.startsWith('email:') ? { email: key.slice('email:'.length) } : {}),
      receipts,
      totals: totalsOf(receipts),
    }));
}
