/**
 * The proxy app over a ledger database, with its services built as the server builds them
 * (`createProxyServices`), sharing the app's logger, clock and PayPro client, and its readiness check
 * over the same database (with no reconciliation loop unless the test gives its own check). The caller
 * closes the database.
 */
import type { Kysely } from 'kysely';
import type Koa from 'koa';
import { type AppDeps, createApp } from '../../../proxy/app.ts';
import type { LedgerTables } from '../../../proxy/ledger/tables.ts';
import { createLogger } from '../../../proxy/logger.ts';
import type { ProxyState } from '../../../proxy/middleware/request-context.ts';
import { createReadiness } from '../../../proxy/readiness.ts';
import { createProxyServices } from '../../../proxy/services.ts';

/**
 * `createApp(deps)` with services over `db`; the logger defaults to one at the config's level, the clock
 * to the system's, the readiness check to one over `db` with the reconciliation loop off.
 */
export function appOver(
  db: Kysely<LedgerTables>,
  deps: Omit<AppDeps, 'services' | 'readiness'> & Partial<Pick<AppDeps, 'readiness'>>,
): Koa<ProxyState> {
  const logger = deps.logger ?? createLogger(deps.config.logLevel);
  const now = deps.now ?? (() => new Date());
  const services = createProxyServices({ db, paypro: deps.paypro, config: deps.config, log: logger, now });
  const readiness =
    deps.readiness ?? createReadiness({ db, reconciler: { lastRan: () => undefined }, reconcileIntervalMs: 0, now, log: logger });
  return createApp({ ...deps, logger, now, services, readiness });
}
