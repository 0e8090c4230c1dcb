/**
 * The server and browser a browser test file runs against: `forms serve` as `npm start` runs it (the
 * simulator unless a gateway is configured, a quiet log, the per-IP rate limits lifted, a fresh temporary
 * FORMS_DATA_DIR; see `startTestServer`) on an ephemeral 127.0.0.1 port, and a fresh context of the
 * run's one Chromium (`shared-chromium.ts`). A behaviour test that asks for nothing special uses the
 * run's shared server over the fixture org files (`browserRigFor`); a test whose point is every real
 * route uses the run's shared server over the repository's org files (`realSiteRigFor`); one that needs
 * other org files or environment starts its own.
 */
import type { BrowserContext } from 'puppeteer-core';
import type { Test } from 'uvu';
import type { RunningServer } from '../../../cli/start-server.ts';
import { defaultOrgsDir } from '../../../orgs/load-orgs.ts';
import { fixtureOrgsDir } from '../../helpers/fixture-orgs.ts';
import { acquireContext, releaseContext } from './shared-chromium.ts';
import { leaseSharedServer, startTestServer, type ServerLease, type StartedServer } from './shared-server.ts';

export interface RigOptions {
  /** Variables added to the server's environment (whose LOG_LEVEL is 'silent', rate limits lifted). */
  env?: Record<string, string>;
  /** The folder of org files to serve; default the fixture org files (test/fixtures/orgs/). */
  orgsDir?: string;
}

/** Filled in by the suite's `before` hook; read it inside tests only. */
export interface BrowserRig {
  server: RunningServer;
  /** The file's own browser context (cookies and storage apart from other files'). */
  browser: BrowserContext;
}

/**
 * Registers on `suite` a `before` hook that gets the server and a browser context, and an `after` hook
 * that gives both back. Without `options` the server is the run's shared one over the fixture org files
 * (leased when this is called, so call it at the top level of the file). With `options` the file starts
 * a server of its own, closed in its `after`; `options` is called when the hook runs, so a `before` hook
 * registered earlier can prepare what it returns (e.g. a temporary folder). Throws (in the hook) what
 * `startServer` throws.
 */
export function browserRigFor(suite: Test, options?: () => RigOptions): BrowserRig {
  return rigFor(suite, options ? undefined : leaseSharedServer(fixtureOrgsDir), options);
}

/**
 * As `browserRigFor` without options, but the shared server serves the repository's own org files: for
 * the tests whose point is every real route (call it at the top level of the file).
 */
export function realSiteRigFor(suite: Test): BrowserRig {
  return rigFor(suite, leaseSharedServer(defaultOrgsDir));
}

/** The rig on the shared server of `lease`, or (without a lease) on a server of its own made from `options`. */
function rigFor(suite: Test, lease: ServerLease | undefined, options?: () => RigOptions): BrowserRig {
  const rig: Partial<BrowserRig> = {};
  let own: StartedServer | undefined;
  suite.before(async () => {
    if (lease) rig.server = await lease.acquire();
    else {
      const { env, orgsDir = fixtureOrgsDir } = options!();
      own = await startTestServer(env, orgsDir);
      rig.server = own.server;
    }
    rig.browser = await acquireContext();
  });
  suite.after(async () => {
    await releaseContext(rig.browser);
    await lease?.release();
    await own?.stop();
  });
  return rig as BrowserRig;
}
