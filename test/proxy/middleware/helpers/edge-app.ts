/**
 * The whole proxy app (`createApp`) on an ephemeral 127.0.0.1 port, for tests of its public edge: rate
 * limits, CORS, security headers, the honeypot. It serves the test orgs, the membership fixture and the
 * platform org (account removal), in gateway mode with every credential set; the fake PayPro accepts
 * every call and records it, and the ledger is SQLite in memory (nothing is written to the repository's
 * `var/`).
 */
import type { LookupRequest, OrderRequest, RemovalRequest, RenewalRequest } from '../../../../orgs/api-contract.ts';
import type { Org } from '../../../../orgs/types.ts';
import type { StoredRemovalRequest } from '../../../../proxy/removal-requests/removal-request-store.ts';
import { platformForms } from '../../../orgs/helpers/platform-forms.ts';
import { capturedLogger } from '../../helpers/captured-logger.ts';
import { accepted, fakePayProWith, found, legacyAccepted, type FakePayPro } from '../../helpers/fake-paypro.ts';
import { GRID_VALUES, serveTestApp } from '../../helpers/proxy-app.ts';
import type { Served } from '../../helpers/serve.ts';
import { memoryDatabase, type TestDatabase } from '../../helpers/test-database.ts';
import { testOrgsWithMembership } from '../../helpers/test-orgs.ts';

/** The most gateway calls of each kind one app answers; a test needing more fails loudly. */
const SCRIPTED_CALLS = 200;

export interface EdgeAppOptions {
  /** Variables added to the test environment (TEST_ENV), e.g. RATE_LIMIT_ORDERS_PER_MINUTE. */
  env?: Record<string, string>;
  /** Replaces the served orgs (default `edgeOrgs()`). */
  orgs?: Org[];
  /** `AppDeps.corsOrigins`. */
  corsOrigins?: string[];
}

export interface EdgeApp extends Served {
  paypro: FakePayPro;
  /** Removal requests recorded so far. */
  removals(): Promise<StoredRemovalRequest[]>;
  /** The proxy's ledger database (SQLite in memory); `close()` closes it too. */
  database: TestDatabase;
  /** Parsed log lines written so far. */
  logs: Record<string, unknown>[];
  /** A request to `path` on the app. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POSTs `body` as JSON to `path`, with `headers` added. */
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** The test orgs with membership and the platform org. */
export async function edgeOrgs(): Promise<Org[]> {
  return [...(await testOrgsWithMembership()), (await platformForms()).org];
}

/** Starts the app; callers must `close()` it. */
export async function startEdgeApp(options: EdgeAppOptions = {}): Promise<EdgeApp> {
  const orgs = options.orgs ?? (await edgeOrgs());
  const paypro = fakePayProWith({
    createOrder: Array.from({ length: SCRIPTED_CALLS }, (_, index) => accepted(`order-${index + 1}`)),
    lookupConsumer: Array.from({ length: SCRIPTED_CALLS }, () => found()),
    createLegacyOrder: Array.from({ length: SCRIPTED_CALLS }, (_, index) => legacyAccepted(`order-${index + 1}`)),
  });
  const database = await memoryDatabase();
  const { logger, logs } = capturedLogger();
  const corsOrigins = options.corsOrigins ? { corsOrigins: options.corsOrigins } : {};
  const served = await serveTestApp({ orgs, paypro, logger, database: database.db, ...corsOrigins }, options.env);
  const request = (path: string, init?: RequestInit) => fetch(`${served.origin}${path}`, init);
  return {
    ...served,
    close: async () => {
      await served.close();
      await database.close();
    },
    paypro,
    removals: database.removals,
    database,
    logs,
    request,
    postJson: (path, body, headers = {}) =>
      request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  };
}

/** Runs `run` with an app started with `env` (see `startEdgeApp`) and closes it afterwards, also when `run` throws. */
export async function withEdgeApp(env: Record<string, string>, run: (app: EdgeApp) => Promise<void>): Promise<void> {
  const app = await startEdgeApp({ env });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

/** A valid body for each posting endpoint, by path. */
export const VALID_BODIES = {
  '/api/orders': { route: '/merchantform/grid-three-currencies', values: GRID_VALUES },
  '/api/membership/lookup': { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' },
  '/api/membership/orders': {
    route: '/membership',
    membershipType: 'Associate',
    membershipId: 'A-1001',
    idCard: false,
    email: 'accounts@textiles.example.com',
    phone: '03001234567',
  },
  '/api/account-removal': { route: '/platform-pages/account-removal', email: 'leaving.member@example.org' },
} as const satisfies {
  '/api/orders': OrderRequest;
  '/api/membership/lookup': LookupRequest;
  '/api/membership/orders': RenewalRequest;
  '/api/account-removal': RemovalRequest;
};

export type PostingPath = keyof typeof VALID_BODIES;
