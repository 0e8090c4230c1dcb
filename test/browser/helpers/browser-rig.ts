/**
 * The server and browser a browser test file runs against: `forms serve` as `npm start` runs it (the
 * simulator unless a gateway is configured, a quiet log) on an ephemeral 127.0.0.1 port, and a fresh
 * Chromium.
 */
import type { Browser } from 'puppeteer-core';
import type { Test } from 'uvu';
import { startServer, type RunningServer } from '../../../cli/start-server.ts';
import { closeChromium, launchChromium } from './chromium.ts';

export interface RigOptions {
  /** Variables added to the server's environment (whose LOG_LEVEL is 'silent'). */
  env?: Record<string, string>;
  /** The folder of org files to serve; default the repository's orgs/. */
  orgsDir?: string;
}

/** Filled in by the suite's `before` hook; read it inside tests only. */
export interface BrowserRig {
  server: RunningServer;
  browser: Browser;
}

/**
 * Registers on `suite` a `before` hook that starts the server and Chromium, and an `after` hook that
 * closes both. `options` is called when the hook runs, so a `before` hook registered earlier can
 * prepare what it returns (e.g. a temporary folder). Throws (in the hook) what `startServer` throws.
 */
export function useBrowserRig(suite: Test, options: () => RigOptions = () => ({})): BrowserRig {
  const rig: Partial<BrowserRig> = {};
  suite.before(async () => {
    const { env, orgsDir } = options();
    rig.server = await startServer({
      port: 0,
      host: '127.0.0.1',
      simulator: 'unless-configured',
      env: { LOG_LEVEL: 'silent', ...env },
      ...(orgsDir && { orgsDir }),
    });
    rig.browser = await launchChromium();
  });
  suite.after(async () => {
    await closeChromium(rig.browser);
    await rig.server?.close();
  });
  return rig as BrowserRig;
}
