/**
 * `forms build`: renders the chosen orgs in memory, then writes `<out>/<org>/` and prints, per org, how
 * many HTML pages it wrote (`Built jhrtrust: 4 pages in dist/jhrtrust/`). Like `forms validate`, it
 * prints the loader's warnings about the chosen org files (`org-warnings.ts`), which `strict` makes
 * errors (nothing is built, exit 1), and warns on stderr once the zakat calculator's metal prices are
 * more than 31 days old: the pages it writes show and use them. (Texts without an Urdu translation are
 * `forms validate`'s to list: finding them renders every page once more.)
 */
import { buildSite } from '../build/build-site.ts';
import { writeSite } from '../build/write-site.ts';
import { loadOrgs } from '../orgs/load-orgs.ts';
import { warnOfOldPrices } from './metal-prices-file.ts';
import { StrictBuildError, writeWarnings } from './org-warnings.ts';

export interface BuildCommandOptions {
  /** Build only this org id; undefined builds every org. */
  org?: string;
  out: string;
  proxyUrl?: string;
  /** Folder of org files; default the project's orgs/. */
  orgsDir?: string;
  /** Refuse to build while the org files have warnings (e.g. a placeholder address a donor would meet). */
  strict?: boolean;
}

/**
 * Builds and writes the chosen orgs.
 * @throws OrgFileError when an org file has problems; StrictBuildError (nothing written) with `strict`
 *   while the org files have warnings.
 */
export async function buildCommand(options: BuildCommandOptions): Promise<void> {
  const orgs = await loadOrgs(options.orgsDir, options.org ? { only: options.org } : {});
  const warnings = orgs.flatMap((loaded) => loaded.warnings);
  if (options.strict && warnings.length > 0) throw new StrictBuildError(warnings);
  writeWarnings(warnings);
  const files = await buildSite(orgs, { proxyUrl: options.proxyUrl, orgsDir: options.orgsDir });
  await writeSite(options.out, files, { clean: true });
  await warnOfOldPrices();
  // The pages a maintainer can open, not the scripts, styles, logos and compressed copies beside them.
  for (const { org } of orgs) {
    const pages = files.filter((file) => file.org === org.id && file.path.endsWith('.html')).length;
    process.stdout.write(`Built ${org.id}: ${pages === 1 ? '1 page' : `${pages} pages`} in ${options.out}/${org.id}/\n`);
  }
}
