/**
 * The proxy app over a ledger database, with its services built as the server builds them
 * (`createProxyServices`), sharing the app's logger, clock and PayPro client. The caller closes the
 * database.
 */
import type { Kysely } from 'kysely';
import type Koa from 'koa';
import { type AppDeps, createApp } from '../../../proxy/app.ts';
import type { LedgerTables } from '../../../proxy/ledger/tables.ts';
import { createLogger } from '../../../proxy/logger.ts';
import type { ProxyState } from '../../../proxy/middleware/request-context.ts';
import { createProxyServices } from '../../../proxy/services.ts';

/** `createApp(deps)` with services over `db`; the logger defaults to one at the config's level, the clock to the system's. */
export function appOver(db: Kysely<LedgerTables>, deps: Omit<AppDeps, 'services'>): Koa<ProxyState> {
  const logger = deps.logger ?? createLogger(deps.config.logLevel);
  const now = deps.now ?? (() => new Date());
  const services = createProxyServices({ db, paypro: deps.paypro, config: deps.config, log: logger, now });
  return createApp({ ...deps, logger, now, services });
}
