/**
 * Records the Content-Security-Policy violations a page reports: each `securitypolicyviolation` event,
 * as `<effective directive> <blocked URI>` (e.g. 'script-src-elem inline'), in `window.cspViolations`
 * of every document the page or its frames load, from before the document's first script.
 */
import type { Frame, Page } from 'puppeteer-core';

type Recording = Window & { cspViolations?: string[] };

/** Starts recording in `page`; call it before `page.goto`. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as Recording).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
}

/** The violations recorded so far in the document of `target` (a page or one of its frames). */
export function cspViolationsOf(target: Page | Frame): Promise<string[]> {
  return target.evaluate(() => (window as Recording).cspViolations ?? ['(nothing recorded: recordCspViolations was not called)']);
}
