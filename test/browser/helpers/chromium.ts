/**
 * Launches Debian's Chromium through puppeteer-core with the flags this sandbox needs (no network
 * beyond loopback, no background services), in a fresh profile removed on close.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const profiles = new WeakMap<Browser, string>();

/** A started browser; stop it with `closeChromium`, which also removes its profile folder. */
export async function launchChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'forms-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--user-data-dir=${profile}`,
    ],
  });
  profiles.set(browser, profile);
  return browser;
}

/** Closes the browser, then removes its profile (Chromium writes to it until it has exited). */
export async function closeChromium(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  await browser.close();
  const profile = profiles.get(browser);
  if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
