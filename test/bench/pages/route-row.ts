/**
 * One row of the page-load table: the medians of a route's loads (`measure-load.ts`), its form page's
 * against its limit page's (`limit-page.ts`). Times in ms, sizes in KB (1024 bytes) as transferred.
 */
import { median } from '../median.ts';
import type { MeasuredRoute } from './fixture-site.ts';
import type { LoadFigures } from './measure-load.ts';

export const TABLE_HEAD = [
  '| kind | route | FCP page (ms) | FCP limit (ms) | FCP page/limit | hydrated (ms) | hydrated/limit FCP | quiet (ms) | longest task (ms) | requests | KB page | KB limit | failed requests |',
  '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
].join('\n');

/** "Main-thread quiet", ms: the later of hydration and the end of the last long task. */
function quietMs(load: LoadFigures): number {
  return Math.max(load.hydratedMs ?? 0, load.lastTaskEndMs);
}

/**
 * The table row (see TABLE_HEAD) of `route` from its page loads `pages` (which hydrated) and limit page
 * loads `limits`. Throws when either list is empty or a page load lacks its hydration time.
 */
export function routeRow(route: MeasuredRoute, pages: readonly LoadFigures[], limits: readonly LoadFigures[]): string {
  const of = (loads: readonly LoadFigures[], figure: (load: LoadFigures) => number) => median(loads.map(figure));
  const fcpPage = of(pages, (load) => load.fcpMs);
  const fcpLimit = of(limits, (load) => load.fcpMs);
  const hydrated = of(pages, (load) => {
    if (load.hydratedMs === undefined) throw new Error(`${route.route}: a page load without its hydration time`);
    return load.hydratedMs;
  });
  const failed = [...new Set([...pages, ...limits].flatMap((load) => load.failed))];
  const cells = [
    route.kind,
    `\`${route.route}\``,
    Math.round(fcpPage),
    Math.round(fcpLimit),
    (fcpPage / fcpLimit).toFixed(2),
    Math.round(hydrated),
    (hydrated / fcpLimit).toFixed(2),
    Math.round(of(pages, quietMs)),
    Math.round(of(pages, (load) => load.longestTaskMs)),
    of(pages, (load) => load.requests),
    (of(pages, (load) => load.bytes) / 1024).toFixed(1),
    (of(limits, (load) => load.bytes) / 1024).toFixed(1),
    failed.length === 0 ? 'none' : failed.join(', '),
  ];
  return `| ${cells.join(' | ')} |`;
}
