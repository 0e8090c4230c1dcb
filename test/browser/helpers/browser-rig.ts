/**
 * The server and browser a browser test file runs against: `forms serve` as `npm start` runs it (the
 * simulator unless a gateway is configured, a quiet log) on an ephemeral 127.0.0.1 port, and a fresh
 * context of the run's one Chromium (`shared-chromium.ts`). The per-IP rate limits are lifted: every donor of a file comes from 127.0.0.1, and a file
 * may well place more orders in a minute than the default lets one address. What the proxy keeps
 * (removal requests, unconfirmed orders) goes to a fresh temporary FORMS_DATA_DIR, never the repository's var/.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'puppeteer-core';
import type { Test } from 'uvu';
import { startServer, type RunningServer } from '../../../cli/start-server.ts';
import { GENEROUS_RATE_LIMITS } from '../../proxy/helpers/generous-rate-limits.ts';
import { acquireContext, releaseContext } from './shared-chromium.ts';

export interface RigOptions {
  /** Variables added to the server's environment (whose LOG_LEVEL is 'silent', rate limits lifted). */
  env?: Record<string, string>;
  /** The folder of org files to serve; default the repository's orgs/. */
  orgsDir?: string;
}

/** Filled in by the suite's `before` hook; read it inside tests only. */
export interface BrowserRig {
  server: RunningServer;
  /** The file's own browser context (cookies and storage apart from other files'). */
  browser: BrowserContext;
}

/**
 * Registers on `suite` a `before` hook that starts the server and Chromium, and an `after` hook that
 * closes both. `options` is called when the hook runs, so a `before` hook registered earlier can
 * prepare what it returns (e.g. a temporary folder). Throws (in the hook) what `startServer` throws.
 */
export function browserRigFor(suite: Test, options: () => RigOptions = () => ({})): BrowserRig {
  const rig: Partial<BrowserRig> = {};
  let dataDir: string | undefined;
  suite.before(async () => {
    const { env, orgsDir } = options();
    dataDir = await mkdtemp(join(tmpdir(), 'forms-browser-data-'));
    rig.server = await startServer({
      port: 0,
      host: '127.0.0.1',
      simulator: 'unless-configured',
      env: { LOG_LEVEL: 'silent', FORMS_DATA_DIR: dataDir, ...GENEROUS_RATE_LIMITS, ...env },
      ...(orgsDir && { orgsDir }),
    });
    rig.browser = await acquireContext();
  });
  suite.after(async () => {
    await releaseContext(rig.browser);
    await rig.server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return rig as BrowserRig;
}
