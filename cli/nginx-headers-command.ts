/**
 * `forms nginx-headers <built folder>`: prints the nginx include that serves the folder `forms build`
 * wrote, each file with its `_headers` rule's headers (`build/nginx-locations.ts`). The built folder's
 * path is written into the include as the folder nginx reads the files from, so run it where the pages
 * are served from (or on a copy at the same path), after every build.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HEADERS_FILE } from '../build/headers-file.ts';
import { parseHeadersFile } from '../build/headers-rules.ts';
import { nginxLocations, type OrgRules } from '../build/nginx-locations.ts';
import { UsageError } from './report-failure.ts';

/**
 * Writes the include for `folder` to stdout; orgs in the order of their folder names.
 * @throws UsageError when `folder` does not exist or holds no org folder with a `_headers` file;
 * BuildError (from the parser and renderer) naming the rule that nginx cannot be given.
 */
export async function nginxHeadersCommand(folder: string): Promise<void> {
  const site = resolve(folder);
  if (!existsSync(site))
    throw new UsageError(`${folder} does not exist; build the pages into it first (forms build --all --out ${folder})`);
  const orgs: OrgRules[] = [];
  const entries = (await readdir(site, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const org of entries.map((entry) => entry.name).sort()) {
    const file = join(site, org, HEADERS_FILE);
    if (!existsSync(file)) continue;
    orgs.push({ org, rules: parseHeadersFile(await readFile(file, 'utf8'), `${org}/${HEADERS_FILE}`) });
  }
  if (orgs.length === 0) {
    throw new UsageError(
      `${folder} holds no org folder with a ${HEADERS_FILE} file; build the pages into it first (forms build --all --out ${folder})`,
    );
  }
  process.stdout.write(nginxLocations(site, orgs));
}
