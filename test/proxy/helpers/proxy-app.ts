/**
 * The proxy app on an ephemeral port with the fixture orgs (`test-orgs.ts`), a given PayPro client, a fixed clock, fixed
 * order numbers and a logger whose lines the test can read; the ledger is SQLite in memory, so nothing
 * is written to the repository's `var/`.
 */
import type { Org } from '../../../orgs/types.ts';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../../proxy/app.ts';
import type { LedgerTables } from '../../../proxy/ledger/tables.ts';
import { appOver } from './app-over.ts';
import { loadConfig } from '../../../proxy/config.ts';
import type { PayProClient } from '../../../proxy/paypro/index.ts';
import { capturedLogger } from './captured-logger.ts';
import { serveAt, type Served } from './serve.ts';
import { memoryDatabase, type TestDatabase } from './test-database.ts';
import { TEST_ENV } from './test-env.ts';
import { testOrgs } from './test-orgs.ts';

export { TEST_ENV } from './test-env.ts';

export interface RunningProxy extends Served {
  /** Parsed log lines written so far. */
  logs: Record<string, unknown>[];
  /** The proxy's ledger database (SQLite in memory); `close()` closes it too. */
  database: TestDatabase;
  /** POSTs `body` as JSON (or as given when a string) to `path` (default /api/orders). */
  post(body: unknown, init?: { path?: string; headers?: Record<string, string> }): Promise<Response>;
}

/**
 * Starts the proxy with `TEST_ENV` and `env` over it, its own origin (without PUBLIC_URL) the one it
 * listens at, as under `forms serve`; order numbers are `order-1`, `order-2`, ...; the
 * clock reads 2025-03-10T20:15Z.
 */
export async function startProxy(paypro: PayProClient, orgs?: Org[], env: Record<string, string> = {}): Promise<RunningProxy> {
  const forOrgs = orgs ?? (await testOrgs());
  const { logger, logs } = capturedLogger();
  const database = await memoryDatabase();
  const served = await serveTestApp({ orgs: forOrgs, paypro, logger, database: database.db }, env);
  return {
    ...served,
    close: async () => {
      await served.close();
      await database.close();
    },
    logs,
    database,
    post: (body, init = {}) =>
      fetch(`${served.origin}${init.path ?? '/api/orders'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...init.headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

/**
 * Serves the proxy app built from `deps` with `TEST_ENV` and `env` over it, a clock reading
 * 2025-03-10T20:15Z and order numbers `order-1`, `order-2`, ...; its own origin (without PUBLIC_URL) is
 * the one it listens at, as under `forms serve`. The caller closes the server and the database.
 */
export function serveTestApp(
  deps: Pick<AppDeps, 'orgs' | 'paypro' | 'logger' | 'corsOrigins'> & { database: Kysely<LedgerTables> },
  env: Record<string, string> = {},
): Promise<Served> {
  const config = loadConfig({ ...TEST_ENV, ...env }, deps.orgs);
  let count = 0;
  const now = () => new Date('2025-03-10T20:15:00Z');
  const { database, ...appDeps } = deps;
  return serveAt((origin) => appOver(database, { ...appDeps, config, origin, now, newOrderNumber: () => `order-${++count}` }).callback());
}

/** Values the grid-three-currencies fixture's form accepts. */
export const GRID_VALUES = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phoneNumber: '0300-1234567',
  address: 'Lahore',
  amount: '2500',
  currency: 'PKR',
  donationType: 'WaterWell',
  comments: '',
};

/** A renewal the membership fixture's page accepts: the simulator's member A-1001, with the ID card. */
export const RENEWAL_BODY = {
  route: '/membership',
  membershipType: 'Associate',
  membershipId: 'A-1001',
  idCard: true,
  email: 'members@example.org',
  phone: '03001234567',
};
