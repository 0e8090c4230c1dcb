/**
 * The site the page-load benchmark measures: every fixture org (`test/fixtures/orgs/`, which hold a route
 * of every form kind) built by the compiled `forms build --all` into a folder, plus a limit page beside
 * each measured form page (`limit-page.ts`).
 */
import { join } from 'node:path';
import { routeFolder } from '../../../build/site-paths.ts';
import type { FormKind } from '../../../orgs/kinds.ts';
import { runCli } from '../../cli/helpers/run-cli.ts';
import { fixtureOrgs, fixtureOrgsDir } from '../../helpers/fixture-orgs.ts';
import { writeLimitPage } from './limit-page.ts';

/** One measured route: the first fixture form of its kind. */
export interface MeasuredRoute {
  kind: FormKind;
  /** The form's route, e.g. '/merchantform/grid-logo'. */
  route: string;
  /** URL path of the form page on the static host ('/<org>/<route>/'). */
  pagePath: string;
  /** URL path of its limit page ('/<org>/<route>/limit.html'). */
  limitPath: string;
}

/**
 * Builds every fixture org into `out` (`<out>/<org>/`, which must be empty or absent) and writes the limit
 * pages; returns one route per form kind, in the order the kinds first appear in the fixture files.
 * Needs `node cli/compile.mjs` first. Throws when the build fails (with its output) or a page is missing.
 */
export async function buildFixtureSite(out: string): Promise<MeasuredRoute[]> {
  const built = runCli(['build', '--all', '--orgs', fixtureOrgsDir, '--out', out]);
  if (built.status !== 0) throw new Error(`forms build exited with ${built.status}:\n${built.stderr}${built.stdout}`);
  const routes = new Map<FormKind, MeasuredRoute>();
  for (const org of await fixtureOrgs()) {
    for (const { kind, route } of org.forms) {
      if (routes.has(kind)) continue;
      const folder = `${org.id}/${routeFolder(route)}`;
      await writeLimitPage(join(out, folder, 'index.html'));
      routes.set(kind, { kind, route, pagePath: `/${folder}/`, limitPath: `/${folder}/limit.html` });
    }
  }
  return [...routes.values()];
}
