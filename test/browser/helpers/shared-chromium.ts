/**
 * One Chromium for every browser test file of a run: uvu runs the files one after another in one
 * process, so each file takes a fresh browser context of the shared browser (its own cookies, storage
 * and cache) instead of launching Chromium again. The browser closes shortly after the last file gives
 * its context back, unless another file takes one first; the process then exits as before.
 */
import type { Browser, BrowserContext } from 'puppeteer-core';
import { closeChromium, launchChromium } from './chromium.ts';

/** How long the browser outlives the last context given back, in ms: long enough for the next file's `before`. */
const LINGER_MS = 250;

let shared: Promise<Browser> | undefined;
let open = 0;
let closing: NodeJS.Timeout | undefined;
let launches = 0;
/** Settles once the browser closed after the last context was given back (see `sharedBrowserClosed`). */
let closed: Promise<void> = Promise.resolve();

/** A fresh context of the shared browser, launching it if none runs; give it back with `releaseContext`. */
export async function acquireContext(): Promise<BrowserContext> {
  clearTimeout(closing);
  open += 1;
  shared ??= launchChromium().then((browser) => {
    launches += 1;
    return browser;
  });
  return (await shared).createBrowserContext();
}

/** Closes `context`; once no file holds one, the browser closes after LINGER_MS. */
export async function releaseContext(context: BrowserContext | undefined): Promise<void> {
  if (!context) return;
  await context.close();
  open -= 1;
  if (open > 0) return;
  let markClosed = () => {};
  closed = new Promise((resolve) => {
    markClosed = resolve;
  });
  closing = setTimeout(() => {
    const browser = shared;
    shared = undefined;
    void Promise.resolve(browser).then(closeChromium).finally(markClosed);
  }, LINGER_MS);
}

/**
 * Resolves once the shared browser has closed after its last context was given back (LINGER_MS, then
 * the close itself); stays pending when a file took a context again first. For tests of this helper.
 */
export function sharedBrowserClosed(): Promise<void> {
  return closed;
}

/** How many times this process has launched the shared browser (for tests of this helper). */
export function chromiumLaunches(): number {
  return launches;
}
