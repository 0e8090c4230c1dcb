/**
 * `forms build`: renders the chosen orgs in memory, then writes `<out>/<org>/`. Like `forms validate`, it
 * warns on stderr once the zakat calculator's metal prices are more than 31 days old: the pages it writes
 * show and use them.
 */
import { buildSite } from '../build/build-site.ts';
import { writeSite } from '../build/write-site.ts';
import { loadOrgs } from '../orgs/load-orgs.ts';
import { warnOfOldPrices } from './metal-prices-file.ts';

export interface BuildCommandOptions {
  /** Build only this org id; undefined builds every org. */
  org?: string;
  out: string;
  proxyUrl?: string;
  /** Folder of org files; default the project's orgs/. */
  orgsDir?: string;
}

export async function buildCommand(options: BuildCommandOptions): Promise<void> {
  const orgs = await loadOrgs(options.orgsDir, options.org ? { only: options.org } : {});
  const files = await buildSite(orgs, { proxyUrl: options.proxyUrl, orgsDir: options.orgsDir });
  await writeSite(options.out, files, { clean: true });
  await warnOfOldPrices();
  for (const { org } of orgs) {
    const count = files.filter((file) => file.org === org.id).length;
    process.stdout.write(`Built ${org.id}: ${count} files in ${options.out}/${org.id}/\n`);
  }
}
