/**
 * `forms orders summary`: the paid orders matching the filters, counted and added up exactly (big.js,
 * never floating point) per org, purpose and currency, then a total per currency. Amounts are the order
 * amounts (what the charity asked for), not what the donor paid with PayPro's fee.
 */
import Big from 'big.js';
import { createLedger } from '../../proxy/ledger/ledger.ts';
import { withCommandDatabase } from '../command-database.ts';
import { exportRow } from './export-rows.ts';
import { orderFilter, type FilterFlags } from './filters.ts';

export interface OrdersSummaryOptions extends Omit<FilterFlags, 'state' | 'route'> {
  dataDir?: string;
}

interface Total {
  count: number;
  sum: Big;
}

function add(totals: Map<string, Total>, key: string, amount: string): void {
  const total = totals.get(key) ?? { count: 0, sum: new Big(0) };
  totals.set(key, { count: total.count + 1, sum: total.sum.plus(amount) });
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
    add(byGroup, `${order.org}  ${purpose}  ${order.currency}`, order.amount);
    add(byCurrency, order.currency, order.amount);
  }
  const line = (label: string, { count, sum }: Total) => `${label}  ${count} paid  ${sum.toFixed()}\n`;
  for (const key of [...byGroup.keys()].sort()) process.stdout.write(line(key, byGroup.get(key)!));
  for (const currency of [...byCurrency.keys()].sort()) process.stdout.write(line(`total  ${currency}`, byCurrency.get(currency)!));
}
