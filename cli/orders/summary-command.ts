/**
 * `forms orders summary`: the paid orders matching the filters, counted and added up exactly (`orgs/money.ts`,
 * never floating point) per org, purpose and currency, then a total per currency. Amounts are the order
 * amounts (what the charity asked for, in the donor's currency), not what the donor paid with PayPro's
 * fee; a paid order whose amount PayPro gave nothing to compare with counts like any other, and the
 * total of its currency says how many such orders it holds.
 */
import { addDecimals, type Decimal, decimalOf, decimalText, ZERO } from '../../orgs/money.ts';
import { createLedger } from '../../proxy/ledger/ledger.ts';
import { withCommandDatabase } from '../command-database.ts';
import type { OrderRow } from '../../proxy/ledger/tables.ts';
import { exportRow, NOT_COMPARABLE } from './export-rows.ts';
import { orderFilter, type FilterFlags } from './filters.ts';

export interface OrdersSummaryOptions extends Omit<FilterFlags, 'state' | 'route'> {
  dataDir?: string;
}

interface Total {
  count: number;
  sum: Decimal;
  /** How many of them are `amount not comparable`. */
  notComparable: number;
}

function add(totals: Map<string, Total>, key: string, order: OrderRow): void {
  const total = totals.get(key) ?? { count: 0, sum: ZERO, notComparable: 0 };
  const notComparable = total.notComparable + (order.amount_check === 'not_comparable' ? 1 : 0);
  totals.set(key, { count: total.count + 1, sum: addDecimals(total.sum, decimalOf(order.amount)!), notComparable });
}

/** Prints the totals; throws UsageError for a bad flag, NoLedgerError when there is no ledger. */
export async function ordersSummaryCommand(options: OrdersSummaryOptions): Promise<void> {
  const filter = orderFilter({ ...options, state: 'paid' });
  const orders = await withCommandDatabase(options.dataDir, (database) => createLedger(database.db).list(filter));
  if (orders.length === 0) {
    process.stdout.write('No paid orders match.\n');
    return;
  }
  const byGroup = new Map<string, Total>();
  const byCurrency = new Map<string, Total>();
  for (const order of orders) {
    const purpose = exportRow(order).purpose || '(no purpose)';
    add(byGroup, `${order.org}  ${purpose}  ${order.currency}`, order);
    add(byCurrency, order.currency, order);
  }
  const line = (label: string, { count, sum }: Total, note = '') => `${label}  ${count} paid  ${decimalText(sum)}${note}\n`;
  for (const key of [...byGroup.keys()].sort()) process.stdout.write(line(key, byGroup.get(key)!));
  for (const currency of [...byCurrency.keys()].sort()) {
    const total = byCurrency.get(currency)!;
    process.stdout.write(line(`total  ${currency}`, total, total.notComparable > 0 ? `  (${total.notComparable} ${NOT_COMPARABLE})` : ''));
  }
}
