/**
 * Page loads on a weak phone link: one form page of every form kind (the first fixture route of each, see
 * `pages/fixture-site.ts`), built by `forms build`, served by a static host with gzip (`pages/static-host.ts`)
 * and loaded cold in Chromium on an emulated slow phone (`pages/slow-phone.ts`), against its limit page
 * (the same page in one response, no scripts: `pages/limit-page.ts`). BENCH_PAGE_LOADS (default 5) loads
 * of each, alternating page and limit page; the table shows medians (`pages/route-row.ts`). Part of
 * `npm run bench`; `node --import tsx test/bench/page-loads.ts` prints this section alone (after
 * `node cli/compile.mjs`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { closeChromium, launchChromium } from '../browser/helpers/chromium.ts';
import { buildFixtureSite } from './pages/fixture-site.ts';
import { type LoadFigures, measureLoad } from './pages/measure-load.ts';
import { routeRow, TABLE_HEAD } from './pages/route-row.ts';
import { slowPhoneLine } from './pages/slow-phone.ts';
import { type StaticHost, startStaticHost } from './pages/static-host.ts';
import { printIfMain } from './run-alone.ts';

const LOADS = Number(process.env.BENCH_PAGE_LOADS ?? 5);

/**
 * The section in markdown: a `##` heading, a line naming the emulation and the number of loads, and the
 * table. Progress goes to stderr. Throws when BENCH_PAGE_LOADS is not a positive integer, or what the
 * build or a load throws; the browser, the host and the temporary folder are closed whatever happens.
 */
export async function pageLoadSection(): Promise<string> {
  if (!Number.isInteger(LOADS) || LOADS < 1)
    throw new Error(`BENCH_PAGE_LOADS must be a positive integer, not ${process.env.BENCH_PAGE_LOADS}`);
  const out = await mkdtemp(join(tmpdir(), 'forms-bench-pages-'));
  let host: StaticHost | undefined;
  let browser: Browser | undefined;
  try {
    const routes = await buildFixtureSite(out);
    host = await startStaticHost(out);
    browser = await launchChromium();
    const rows: string[] = [];
    for (const [index, route] of routes.entries()) {
      process.stderr.write(`page loads: ${route.kind} ${route.route} (${index + 1} of ${routes.length})\n`);
      const pages: LoadFigures[] = [];
      const limits: LoadFigures[] = [];
      for (let load = 0; load < LOADS; load += 1) {
        pages.push(await measureLoad(browser, `${host.origin}${route.pagePath}`, true));
        limits.push(await measureLoad(browser, `${host.origin}${route.limitPath}`, false));
      }
      rows.push(routeRow(route, pages, limits));
    }
    return [
      '## Page loads',
      '',
      `${slowPhoneLine()}; Chromium, medians of ${LOADS} loads of each page and of its limit page (inline CSS, no scripts), alternating.`,
      '',
      TABLE_HEAD,
      ...rows,
    ].join('\n');
  } finally {
    await closeChromium(browser);
    await host?.close();
    await rm(out, { recursive: true, force: true });
  }
}

await printIfMain(import.meta.url, pageLoadSection);
