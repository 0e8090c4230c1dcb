/**
 * The ledger and the status checker over one database, as the proxy app, its reconciliation loop and
 * `forms orders reconcile` all use them.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ProxyConfig } from '../config.ts';
import { createLedger, type Ledger } from '../ledger/ledger.ts';
import type { ReceiptIssuer } from '../ledger/receipt-issue.ts';
import type { LedgerTables } from '../ledger/tables.ts';
import type { PayProClient } from '../paypro/index.ts';
import { createStatusChecker, type StatusChecker } from './status-check.ts';

export interface OrderServices {
  ledger: Ledger;
  check: StatusChecker;
}

export interface OrderServicesDeps {
  db: Kysely<LedgerTables>;
  paypro: PayProClient;
  config: Pick<ProxyConfig, 'credentials' | 'legacyCredentials'>;
  log: Logger;
  now: () => Date;
  /** Which orders get a receipt when they become paid (`createReceiptIssuer`); absent: none. */
  receipts?: ReceiptIssuer;
}

export function createOrderServices(deps: OrderServicesDeps): OrderServices {
  const ledger = createLedger(deps.db, deps.now, deps.receipts);
  return { ledger, check: createStatusChecker({ ...deps, ledger }) };
}

/**
 * The longest one order request can run, in ms: two gateway calls (auth or the member lookup, then
 * create-order), each up to the client's timeout, plus time to answer. A request still running after
 * it belongs to a process that died; its order counts as abandoned.
 */
export function requestLeaseMs(config: Pick<ProxyConfig, 'timeoutMs'>): number {
  return 2 * config.timeoutMs + 5_000;
}
