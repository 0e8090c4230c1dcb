/**
 * `forms orders reconcile`: one reconciliation pass from the command line over every order the ledger
 * follows (`created` or `unknown`), due or not: each is checked at PayPro now and what changed is
 * printed. Needs PAYPRO_BASE_URL and the credentials, like `forms proxy` (under `forms serve` the
 * simulator lives inside that process, which reconciles by itself).
 */
import pino from 'pino';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { loadConfig } from '../../proxy/config.ts';
import { createLogger } from '../../proxy/logger.ts';
import { createPayProClient } from '../../proxy/paypro/index.ts';
import { createOrderServices, requestLeaseMs } from '../../proxy/reconcile/order-services.ts';
import { createReconciler } from '../../proxy/reconcile/reconciler.ts';
import { createReceiptIssuer } from '../../proxy/receipts/receipt-issuer.ts';
import { withCommandDatabase } from '../command-database.ts';
import { UsageError } from '../report-failure.ts';

export interface OrdersReconcileOptions {
  dataDir?: string;
  orgsDir?: string;
}

/** Runs the pass and prints its report. Throws UsageError without a gateway, ConfigError, NoLedgerError. */
export async function ordersReconcileCommand(options: OrdersReconcileOptions): Promise<void> {
  const orgs = (await loadOrgs(options.orgsDir)).map(({ org }) => org);
  const config = loadConfig(process.env, orgs);
  if (!config.payproBaseUrl) {
    throw new UsageError(
      'PAYPRO_BASE_URL is not set, so there is no gateway to ask. Under `forms serve` the simulator runs inside that process, which reconciles by itself.',
    );
  }
  const paypro = createPayProClient({
    baseUrl: config.payproBaseUrl,
    timeoutMs: config.timeoutMs,
    tokenTtlMs: config.tokenTtlMs,
    ...(config.marketplaceUrl ? { marketplaceUrl: config.marketplaceUrl } : {}),
  });
  // The report goes to stdout; the log (warnings and above, e.g. an order PayPro could not be asked about) to stderr.
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel, pino.destination({ dest: 2, sync: true }));
  const now = () => new Date();
  const report = await withCommandDatabase(options.dataDir, (database) => {
    const { ledger, check } = createOrderServices({
      db: database.db,
      paypro,
      config,
      log,
      now,
      receipts: createReceiptIssuer(orgs, { simulated: false }),
    });
    const leaseMs = requestLeaseMs(config);
    const reconciler = createReconciler({ db: database.db, ledger, check, log, now, abandonAfterMs: leaseMs, checkMs: leaseMs });
    return reconciler.pass({ everything: true });
  });
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`Checked ${report.checked} orders at PayPro; ${report.unavailable} could not be checked now.`);
  if (report.abandoned.length > 0) out(`Left pending by a request that never finished, now unknown: ${report.abandoned.join(', ')}`);
  for (const [orderNumber, state] of Object.entries(report.changed)) out(`${orderNumber}  ${state}`);
}
