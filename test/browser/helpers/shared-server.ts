/**
 * One `forms serve` per folder of org files (built once, with the proxy and the simulator) for every
 * browser test file of a run that needs nothing special of it: the fixture org files for the behaviour
 * tests, the repository's own org files for the tests that go over every real route. uvu loads every
 * test file before it runs any, so each such file takes a lease when it is loaded (`leaseSharedServer`);
 * a folder's server starts when the first of its leases is used and closes once every one of them has
 * been given back, i.e. when the last of those files ends (alone, `npx tsx <file>`, that is the file
 * itself). What the files leave in it (simulator orders, removal requests) is shared: a file that counts
 * them picks its own by a donor's address only it uses, and a file that needs a server of its own (other
 * org files, its own data folder) starts one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../cli/start-server.ts';
import { fixtureOrgsDir } from '../../helpers/fixture-orgs.ts';
import { GENEROUS_RATE_LIMITS } from '../../proxy/helpers/generous-rate-limits.ts';

/** A running server and how to stop it (and remove what it wrote). */
export interface StartedServer {
  server: RunningServer;
  stop(): Promise<void>;
}

/** One file's claim on the pool's server: `acquire` in its `before`, `release` in its `after`. */
export interface ServerLease {
  /**
   * The shared server, started if it is not running; the same one for every lease of the pool. When the
   * start fails, every acquire rejects with that error until the server is stopped.
   */
  acquire(): Promise<RunningServer>;
  /** Gives the lease back (whether or not it acquired); the last one back stops the server. */
  release(): Promise<void>;
}

/** Leases on one lazily started server; `starts` counts how often `start` was called. */
export interface ServerPool {
  lease(): ServerLease;
  starts(): number;
}

/** A pool whose server `start` makes; stopped once every lease taken so far has been released. */
export function createServerPool(start: () => Promise<StartedServer>): ServerPool {
  let running: Promise<StartedServer> | undefined;
  let leases = 0;
  let starts = 0;
  return {
    starts: () => starts,
    lease() {
      leases += 1;
      let released = false;
      return {
        acquire() {
          if (released) return Promise.reject(new Error('this lease was already released'));
          if (!running) {
            starts += 1;
            running = start();
          }
          return running.then(({ server }) => server);
        },
        async release() {
          if (released) return;
          released = true;
          leases -= 1;
          if (leases > 0 || !running) return;
          const stopping = running;
          running = undefined;
          // A server that failed to start was reported by the `acquire` that started it; nothing to stop.
          await (await stopping.catch(() => undefined))?.stop();
        },
      };
    },
  };
}

/**
 * `forms serve` as `npm start` runs it (the simulator, a quiet log) over the org files of `orgsDir` (the
 * repository's orgs/ when omitted) on an ephemeral 127.0.0.1 port, with the per-IP rate limits lifted
 * (every donor of the run comes from 127.0.0.1) and `env` added; what the proxy keeps goes to a fresh
 * temporary FORMS_DATA_DIR, removed on stop.
 */
export async function startTestServer(env: Record<string, string> = {}, orgsDir?: string): Promise<StartedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'forms-browser-data-'));
  try {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      simulator: 'unless-configured',
      env: { LOG_LEVEL: 'silent', FORMS_DATA_DIR: dataDir, ...GENEROUS_RATE_LIMITS, ...env },
      ...(orgsDir && { orgsDir }),
    });
    return {
      server,
      async stop() {
        await server.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The run's pools, one per folder of org files, no extra environment. */
const sharedPools = new Map<string, ServerPool>();

/** The run's pool for `orgsDir`, made on first use. */
function sharedPool(orgsDir: string): ServerPool {
  let pool = sharedPools.get(orgsDir);
  if (!pool) {
    pool = createServerPool(() => startTestServer({}, orgsDir));
    sharedPools.set(orgsDir, pool);
  }
  return pool;
}

/**
 * Takes a lease on the run's shared server over `orgsDir` (default the fixture org files); call it when
 * the file loads, not in a hook.
 */
export function leaseSharedServer(orgsDir: string = fixtureOrgsDir): ServerLease {
  return sharedPool(orgsDir).lease();
}

/** How many times this process has started the shared server over `orgsDir` (for tests of this helper). */
export function sharedServerStarts(orgsDir: string = fixtureOrgsDir): number {
  return sharedPool(orgsDir).starts();
}
