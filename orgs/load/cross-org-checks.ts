/**
 * Checks across org files: routes must be unique, because pages are served by route. The problem is
 * reported in the later file (by file order), naming the earlier one. Org ids need no check here: each
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
}

/** Problems for routes that an earlier form in `files` already uses. */
export function crossOrgProblems(files: readonly CheckedOrgFile[]): OrgProblem[] {
  const problems: OrgProblem[] = [];
  const routes = new Map<string, string>();
  for (const entry of files) {
    for (const [index, form] of entry.org.forms.entries()) {
      const path = childPath(childPath('/forms', index), 'route');
      const position = positionOf(entry.source, { pointer: path });
      const earlier = routes.get(form.route);
      if (earlier) {
        problems.push({
          file: entry.file,
          ...position,
          path,
          message: `is ${form.route}, already a route of ${earlier}; each route belongs to one form`,
        });
      } else routes.set(form.route, `${entry.file}:${position.line}`);
    }
  }
  return problems;
}
