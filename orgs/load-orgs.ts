/**
 * Loads the org files (`orgs/<id>.yaml`): parses each with `yaml`, validates it against the JSON Schema
 * (`org-schema.ts`) and checks what the schema cannot (id = file name, accounts and default currency
 * exist, option values unique, logo files exist, routes unique across files). Node only.
 */
import { readdir } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OrgProblem, OrgFileError } from './org-file-error.ts';
import type { LoadedOrg, Org } from './types.ts';
import { checkOrgFile, projectPath } from './load/check-org-file.ts';
import { crossOrgProblems } from './load/cross-org-checks.ts';
import { patterns } from './schema/patterns.ts';

export { OrgFileError, type OrgProblem } from './org-file-error.ts';

/** The `orgs/` folder of this repository (absolute). */
// Through the project root, so the compiled command (one folder below the root too) finds it as well.
export const defaultOrgsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'orgs');

function byPosition(a: OrgProblem, b: OrgProblem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col;
}

/** Freezes the org so no consumer can change what every other consumer reads. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Checks the files, then across them; throws `OrgFileError` with every problem found. */
async function loadPaths(paths: readonly string[], orgsDir: string): Promise<LoadedOrg[]> {
  const results = await Promise.all(paths.map((path) => checkOrgFile(path, orgsDir)));
  const checked = results.flatMap((result) => (result.checked ? [result.checked] : []));
  const problems = [...results.flatMap((result) => result.problems), ...crossOrgProblems(checked)];
  if (problems.length > 0) throw new OrgFileError(problems.sort(byPosition));
  return checked.map(({ file, org, warnings }) => ({ file, org: deepFreeze<Org>(org), warnings }));
}

/** The paths of the `.yaml` files directly in `dir`, sorted by name. */
async function orgFilePaths(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.yaml')).sort();
  return names.map((name) => join(dir, name));
}

/**
 * The files of orgs `ids`, in the order given (each once); every unknown id is reported like a problem
 * in the file it would have, naming the ids there are.
 */
async function onlyOrgPaths(dir: string, ids: readonly string[]): Promise<string[]> {
  const paths = await orgFilePaths(dir);
  const known = paths.map((candidate) => basename(candidate, '.yaml')).join(', ');
  const chosen = [...new Set(ids)].map((id) => ({ id, path: join(dir, `${id}.yaml`) }));
  const unknown = chosen.filter(({ id, path }) => !new RegExp(patterns.id.pattern).test(id) || !paths.includes(path));
  if (unknown.length > 0) {
    throw new OrgFileError(
      unknown.map(({ id, path }) => ({
        file: projectPath(path),
        line: 1,
        col: 1,
        path: '/',
        message: `does not exist, so there is no org '${id}'; use one of: ${known}`,
      })),
    );
  }
  return chosen.map(({ path }) => path);
}

/**
 * Every org in `dir` (default: this repo's `orgs/`; only `*.yaml` files directly in it), sorted by file
 * name. With `only` (an org id, or several: `forms proxy --org a --org b`), just those files are read and
 * checked, in the order given, so a build or a proxy of some orgs is not held up by another org's
 * mistakes; route clashes with the files left out are then not looked for.
 * Problems name files relative to the working directory and are sorted by file, line and column.
 * @throws OrgFileError listing every problem of every file read (each unknown `only` id is one), e.g.
 *   `orgs/jhrtrust.yaml:14:28 /forms/0/currencies/2 must be equal to one of the allowed values: PKR, ...`
 */
export async function loadOrgs(dir: string = defaultOrgsDir, opts: { only?: string | readonly string[] } = {}): Promise<LoadedOrg[]> {
  const { only } = opts;
  const paths = only === undefined ? await orgFilePaths(dir) : await onlyOrgPaths(dir, typeof only === 'string' ? [only] : only);
  return loadPaths(paths, dir);
}

/**
 * One org file, on its own (logo paths relative to its folder).
 * @throws OrgFileError listing every problem of the file.
 */
export async function loadOrgFile(path: string): Promise<LoadedOrg> {
  const [loaded] = await loadPaths([path], dirname(path));
  return loaded!;
}
