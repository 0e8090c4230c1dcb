/**
 * One cold page load on the slow phone (`slow-phone.ts`), in a fresh incognito context of `browser` (its
 * own empty cache and connections), and what it cost: times in ms from navigation start, bytes as
 * received. The load counts as settled once the page has loaded, has hydrated (when asked: the
 * `forms:hydrated` mark `templates/FormPage.tsx` sets), its network has been idle for IDLE_MS, and
 * QUIET_MS more have passed (for the last long tasks to be reported). A request to another origin (the
 * donation page's third-party currency widget, the only one a page makes) is answered here with an empty
 * script, as this sandbox has no network: it would otherwise fail, which a donor's phone would not see.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, CDPSession } from 'puppeteer-core';
import { type NetworkTally, tallyNetwork } from './network-tally.ts';
import { emulateSlowPhone } from './slow-phone.ts';

/** The bound on each wait (load, hydration, network idle), in ms. */
const TIMEOUT_MS = 60_000;
const IDLE_MS = 500;
const QUIET_MS = 500;
const HYDRATED_MARK = 'forms:hydrated';

/**
 * Collects the page's long tasks (start and duration, ms) from before its first script. Plain JavaScript,
 * not a function: tsx would add helper calls (`__name`) the page lacks.
 */
const LONG_TASKS_SCRIPT = `(() => {
  const tasks = [];
  window.__benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

export interface LoadFigures extends NetworkTally {
  /** First contentful paint, ms. */
  fcpMs: number;
  /** When the page had hydrated, ms; undefined when not asked for. */
  hydratedMs: number | undefined;
  /** The longest long task (over 50 ms of main thread), ms; 0 when there was none. */
  longestTaskMs: number;
  /** When the last long task ended, ms; 0 when there was none. */
  lastTaskEndMs: number;
}

interface PageTimes {
  fcp: number | undefined;
  hydrated: number | undefined;
  tasks: [start: number, duration: number][];
}

/**
 * Answers every https request (the static host is http on loopback, so only a third party's) with an
 * empty script, through the DevTools Fetch domain, which pauses only the requests matching its pattern.
 */
async function answerThirdParties(cdp: CDPSession): Promise<void> {
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    const empty = { requestId, responseCode: 200, responseHeaders: [{ name: 'Content-Type', value: 'text/javascript' }], body: '' };
    // A load that ended (or failed) meanwhile closed its context: nothing is left to answer.
    cdp.send('Fetch.fulfillRequest', empty).catch(() => {});
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://*' }] });
}

/** Runs `step`, turning a failure into an error that names the URL and what was awaited. */
async function bounded<T>(url: string, what: string, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw new Error(`${url}: ${what} failed: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Loads `url` once and measures it; with `hydrates`, also waits for and reads the hydration mark.
 * Throws (naming the URL) when the page does not load, hydrate or go idle within TIMEOUT_MS each, or
 * records no first contentful paint. The context is closed whatever happens.
 */
export async function measureLoad(browser: Browser, url: string, hydrates: boolean): Promise<LoadFigures> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    const tally = await tallyNetwork(cdp);
    await emulateSlowPhone(page, cdp);
    await page.evaluateOnNewDocument(LONG_TASKS_SCRIPT);
    await answerThirdParties(cdp);
    await bounded(url, 'loading', page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS }));
    if (hydrates) {
      await bounded(
        url,
        `waiting for the ${HYDRATED_MARK} mark`,
        page.waitForFunction(
          (mark: string) => performance.getEntriesByName(mark).length > 0,
          { timeout: TIMEOUT_MS, polling: 50 },
          HYDRATED_MARK,
        ),
      );
    }
    await bounded(url, `waiting for ${IDLE_MS} ms without requests`, page.waitForNetworkIdle({ idleTime: IDLE_MS, timeout: TIMEOUT_MS }));
    await sleep(QUIET_MS);
    const times = await page.evaluate(
      (mark: string): PageTimes => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        hydrated: performance.getEntriesByName(mark)[0]?.startTime,
        tasks: (window as unknown as { __benchLongTasks: PageTimes['tasks'] }).__benchLongTasks,
      }),
      HYDRATED_MARK,
    );
    if (times.fcp === undefined) throw new Error(`${url}: no first-contentful-paint entry`);
    return {
      ...tally,
      fcpMs: times.fcp,
      hydratedMs: hydrates ? times.hydrated : undefined,
      longestTaskMs: Math.max(0, ...times.tasks.map(([, duration]) => duration)),
      lastTaskEndMs: Math.max(0, ...times.tasks.map(([start, duration]) => start + duration)),
    };
  } finally {
    await context.close();
  }
}
