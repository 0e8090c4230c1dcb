/** Paths of the broken org files under `test/orgs/fixtures/<scenario>/`, and how to read their problems. */
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OrgFileError } from '../../../orgs/load-orgs.ts';

const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** The folder of one scenario (absolute). */
export function fixtureDir(scenario: string): string {
  return join(fixturesDir, scenario);
}

/** A fixture file as the loader names it: relative to the working directory, `/`-separated. */
export function fixtureFile(scenario: string, name: string): string {
  return relative(process.cwd(), join(fixtureDir(scenario), name))
    .split(sep)
    .join('/');
}

/** The `lines()` of the OrgFileError that `loading` rejects with; throws when it resolves or rejects otherwise. */
export async function problemLines(loading: Promise<unknown>): Promise<string[]> {
  const error = await loading.then(
    () => {
      throw new Error('expected the org files to be rejected, but they loaded');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof OrgFileError)) throw error;
  return error.lines();
}
