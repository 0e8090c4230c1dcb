/**
 * `forms nginx-headers <built folder>`: prints the nginx include that serves the folder `forms build`
 * wrote, each file with its `_headers` rule's headers (`build/nginx-locations.ts`). The built folder's
 * path is written into the include as the folder nginx reads the files from, so run it where the pages
 * are served from (or on a copy at the same path), after every build. `--org` limits it to some orgs,
 * for a server block of their own.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HEADERS_FILE } from '../build/headers-file.ts';
import { parseHeadersFile } from '../build/headers-rules.ts';
import { nginxLocations, type OrgRules } from '../build/nginx-locations.ts';
import { UsageError } from './report-failure.ts';

/**
 * Writes the include for `folder` to stdout; orgs in the order of their folder names, only those of
 * `only` (org ids) when it names any: two orgs that each have a `robots.txt` and a `sitemap.xml` (each
 * with `siteUrl`) need a server block, and an include, each.
 * @throws UsageError when `folder` does not exist, holds no org folder with a `_headers` file, or has
 * none for an org of `only`; BuildError (from the parser and renderer) naming the rule that nginx cannot
 * be given.
 */
export async function nginxHeadersCommand(folder: string, only: readonly string[] = []): Promise<void> {
  const site = resolve(folder);
  if (!existsSync(site))
    throw new UsageError(`${folder} does not exist; build the pages into it first (forms build --all --out ${folder})`);
  const built = (await readdir(site, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(join(site, entry.name, HEADERS_FILE)))
    .map((entry) => entry.name)
    .sort();
  const missing = only.filter((org) => !built.includes(org));
  if (missing.length > 0) {
    throw new UsageError(
      `${folder} has no folder with a ${HEADERS_FILE} file for ${missing.join(', ')}; build it first (forms build --org ${missing[0]} --out ${folder})`,
    );
  }
  const chosen = only.length > 0 ? built.filter((org) => only.includes(org)) : built;
  if (chosen.length === 0) {
    throw new UsageError(
      `${folder} holds no org folder with a ${HEADERS_FILE} file; build the pages into it first (forms build --all --out ${folder})`,
    );
  }
  const orgs: OrgRules[] = [];
  for (const org of chosen) {
    const file = join(site, org, HEADERS_FILE);
    orgs.push({ org, rules: parseHeadersFile(await readFile(file, 'utf8'), `${org}/${HEADERS_FILE}`) });
  }
  process.stdout.write(nginxLocations(site, orgs));
}
