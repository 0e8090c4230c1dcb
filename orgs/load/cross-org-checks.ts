/**
 * Checks across org files: routes must be unique, because pages are served by route, and unique
 * regardless of letter case too, because a page is a folder (`<route>/index.html`) and a static host on
 * a case-insensitive disk (Windows, macOS) serves one folder for both. The problem is reported in the
 * later file (by file order), naming the earlier one. Org ids need no check here: each
 * must equal its file name (`org-checks.ts`), and one folder cannot hold two files of the same name.
 */
import type { Org } from '../types.ts';
import type { OrgProblem } from '../org-file-error.ts';
import { childPath } from './finding.ts';
import { positionOf, type YamlSource } from './yaml-source.ts';

/** An org file without problems of its own. */
export interface CheckedOrgFile {
  /** Relative to the project root, e.g. `orgs/jhrtrust.yaml`. */
  file: string;
  source: YamlSource;
  org: Org;
  /** The file's warnings (see `LoadedOrg`). */
  warnings: OrgProblem[];
}

/** Problems for routes that an earlier form in `files` already uses. */
export function crossOrgProblems(files: readonly CheckedOrgFile[]): OrgProblem[] {
  const problems: OrgProblem[] = [];
  /** By the route in lower case: the route as written and where. */
  const routes = new Map<string, { route: string; at: string }>();
  for (const entry of files) {
    for (const [index, form] of entry.org.forms.entries()) {
      const path = childPath(childPath('/forms', index), 'route');
      const position = positionOf(entry.source, { pointer: path });
      const earlier = routes.get(form.route.toLowerCase());
      if (!earlier) {
        routes.set(form.route.toLowerCase(), { route: form.route, at: `${entry.file}:${position.line}` });
        continue;
      }
      const message =
        earlier.route === form.route
          ? `is ${form.route}, already a route of ${earlier.at}; each route belongs to one form`
          : `is ${form.route}, which differs only in letter case from ${earlier.route} of ${earlier.at}; ` +
            'a static host on a case-insensitive disk would serve one folder for both, so change one';
      problems.push({ file: entry.file, ...position, path, message });
    }
  }
  return problems;
}
