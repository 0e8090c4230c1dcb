/**
 * Visits items in a few lanes at once, each lane one after another in a browser context (a window) of
 * its own, so that each lane's tab is its window's front tab and renders (and can be shot) while another
 * lane's page runs axe: the long every-route checks take about half the time on two cores.
 */
import type { BrowserContext } from 'puppeteer-core';
import { acquireContext, releaseContext } from './shared-chromium.ts';

/** Lanes at once: the machines the suite runs on have two cores. */
export const LANES = 2;

/**
 * Calls `visit` for every item of `items` (item i in lane i % LANES; lane 0 in `first`, the file's own
 * context, the others in contexts acquired here and released after) and resolves to what the visits
 * returned, flattened: e.g. the failures each visit collected. Rejects as the first visit that rejects.
 */
export async function inLanes<T, R>(
  first: BrowserContext,
  items: readonly T[],
  visit: (context: BrowserContext, item: T) => Promise<R[]>,
): Promise<R[]> {
  const contexts = [first, ...(await Promise.all(Array.from({ length: LANES - 1 }, () => acquireContext())))];
  const lane = async (context: BrowserContext, index: number) => {
    const results: R[] = [];
    for (const item of items.filter((_, at) => at % LANES === index)) results.push(...(await visit(context, item)));
    return results;
  };
  try {
    return (await Promise.all(contexts.map(lane))).flat();
  } finally {
    await Promise.all(contexts.slice(1).map(releaseContext));
  }
}
