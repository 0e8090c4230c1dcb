/**
 * A generated page opened in jsdom, with everything the page reports on its console (errors and warnings,
 * React's included) and every uncaught error collected in `problems`, and its time on a fake clock (see
 * `page-clock.ts`). Every page opened here stays listed until closed, so `settle` and `waitFor` can wait
 * for all of them and a test file's `test.after.each(closeOpenPages)` closes a page whose test failed
 * before its own `close()` (an open window keeps its timers, and with them the test process, alive).
 */
import { JSDOM, VirtualConsole, type DOMWindow } from 'jsdom';
import * as assert from 'uvu/assert';
import { installPageClock, type PageClock } from './page-clock.ts';
import { untilIdle, WAIT_TIMEOUT_MS } from './page-idle.ts';

export interface PageWindow {
  window: DOMWindow;
  document: Document;
  /** One line per console.error/console.warn call or uncaught error, in order. */
  problems: string[];
  /** The page's time; it moves only through `clock.advance`. */
  clock: PageClock;
  /** Runs `code` as a classic script in the page. */
  run(code: string): void;
  /** Closes the window and cancels its timers; closing again does nothing. */
  close(): void;
}

const openPages = new Set<PageWindow>();

/** Opens `html` as if served at `url` (e.g. 'http://localhost/merchantform/grid-three-currencies/'). */
export function openPage(html: string, url: string): PageWindow {
  const problems: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('error', (...args: unknown[]) => problems.push(`console.error: ${args.map(String).join(' ')}`));
  virtualConsole.on('warn', (...args: unknown[]) => problems.push(`console.warn: ${args.map(String).join(' ')}`));
  virtualConsole.on('jsdomError', (error: Error) => problems.push(`uncaught: ${error.message}`));
  const dom = new JSDOM(html, { url, runScripts: 'outside-only', pretendToBeVisual: true, virtualConsole });
  const { window } = dom;
  const clock = installPageClock(window);
  const page: PageWindow = {
    window,
    document: window.document,
    problems,
    clock,
    run: (code) => void window.eval(code),
    close: () => {
      if (!openPages.delete(page)) return;
      clock.dispose();
      window.close();
    },
  };
  openPages.add(page);
  return page;
}

/** Closes every page still open; for `test.after.each`, so a test that fails midway still closes its pages. */
export function closeOpenPages(): void {
  for (const page of [...openPages]) page.close();
}

/** What the open pages still have due, e.g. '1 timers in http://localhost/x/'; '' when nothing. */
function dueWork(): string {
  return [...openPages]
    .filter((page) => page.clock.due())
    .map((page) => `${page.clock.due()} in ${page.window.location.href}`)
    .join(', ');
}

/**
 * Resolves once every open page is idle: the promise callbacks, React renders and 0 ms timers that
 * what the test did set off have all run. Timers set for later wait for `clock.advance`. Rejects after
 * `timeoutMs` (ms, real time) if a page never goes idle (a render loop, a 0 ms interval).
 */
export function settle(timeoutMs = WAIT_TIMEOUT_MS): Promise<void> {
  return untilIdle(dueWork, () => true, 'the open pages to settle', timeoutMs);
}

/**
 * Resolves once `check()` is truthy with every open page idle, so whatever the page does in the same
 * turn (a popup rendered with the wait that shows it) has been done too. Rejects after `timeoutMs`
 * (ms, real time) with `what` in the message. Something on a page's clock needs `clock.advance`: its
 * timers never fire on their own, however long this waits.
 */
export function waitFor(check: () => unknown, what: string, timeoutMs = WAIT_TIMEOUT_MS): Promise<void> {
  return untilIdle(dueWork, check, what, timeoutMs);
}

/** Checks that the page logged no error or warning, and closes it either way. */
export function closeClean(page: PageWindow): void {
  try {
    assert.equal(page.problems, []);
  } finally {
    page.close();
  }
}
