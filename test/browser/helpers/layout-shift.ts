/**
 * Cumulative Layout Shift of a page load, as Chromium measures it (the `layout-shift` entries of the
 * Layout Instability API, https://wicg.github.io/layout-instability/, summed like Lighthouse's CLS over
 * the load), with every image held back until the page is ready (its script has run) and only then let
 * through: an image without a reserved place would push what is below it just as it does on a slow link.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';

/** What moved while the page loaded. */
export interface LoadShift {
  /** The sum of the shifts' scores not caused by input (0 when nothing moved). */
  cls: number;
  /** Each shift: its score and the elements that moved, with their boxes before and after. */
  shifts: string[];
  /** How many image requests were held back until the page was ready. */
  heldImages: number;
}

export interface LoadShiftOptions {
  /** Resolves once the page is ready: its script has run (a hydrated form, a thank-you page's answer). */
  ready: (page: Page) => Promise<void>;
  /** Runs when the page is ready, before its images are let through (e.g. to take a size away). */
  beforeImages?: (page: Page) => Promise<void>;
}

declare global {
  interface Window {
    /** The layout shifts seen so far, and their observer (whose pending records `takeRecords` flushes). */
    formsShifts?: { entries: PerformanceEntry[]; observer: PerformanceObserver };
  }
}

/** A box of the Layout Instability API, as JSON. */
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One element a layout shift moved (https://wicg.github.io/layout-instability/#sec-layout-shift-attribution). */
interface LayoutShiftSource {
  node?: Node;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

function box({ x, y, width, height }: Rect): string {
  return `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
}

/** Waits for two frames of `page`: what a change of the page lays out is then painted, and its shifts reported. */
async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Loads `url` in `page` (fresh, its viewport set) as described above and measures what moved. */
export async function measureLoadShift(page: Page, url: string, options: LoadShiftOptions): Promise<LoadShift> {
  await page.evaluateOnNewDocument(() => {
    const entries: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    window.formsShifts = { entries, observer };
  });
  const held: HTTPRequest[] = [];
  // Every image from the network, none from an earlier page's cache, so each is held back.
  await page.setCacheEnabled(false);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith('data:')) held.push(request);
    else void request.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await options.ready(page);
  await twoFrames(page);
  await options.beforeImages?.(page);
  const heldImages = held.length;
  for (const request of held.splice(0)) await request.continue();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await twoFrames(page);
  // Plain data out of the page (named functions inside `evaluate` would not survive tsx's transform).
  const counted = await page.evaluate(() =>
    [...window.formsShifts!.entries, ...window.formsShifts!.observer.takeRecords()]
      .map((entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean; sources: LayoutShiftSource[] })
      .filter((shift) => !shift.hadRecentInput)
      .map((shift) => ({
        value: shift.value,
        sources: shift.sources.map((source) => ({
          node:
            source.node instanceof Element
              ? source.node.outerHTML.slice(0, source.node.outerHTML.indexOf('>') + 1)
              : String(source.node?.nodeName),
          before: source.previousRect.toJSON() as Rect,
          after: source.currentRect.toJSON() as Rect,
        })),
      })),
  );
  return {
    heldImages,
    cls: counted.reduce((sum, shift) => sum + shift.value, 0),
    shifts: counted.map(
      (shift) =>
        `${shift.value.toFixed(4)}: ${shift.sources.map((source) => `${source.node} ${box(source.before)} -> ${box(source.after)}`).join('; ')}`,
    ),
  };
}
