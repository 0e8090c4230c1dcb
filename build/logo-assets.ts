/**
 * The logos the org files name, read once and named by content hash (`asset-names.ts`), for the built
 * pages (`build-site.ts`) and for the pages the proxy shows again (`render-with-errors.ts`), so both
 * point at the same `assets/<name>-<hash>.<ext>`.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defaultOrgsDir } from '../orgs/load-orgs.ts';
import type { LoadedOrg } from '../orgs/types.ts';
import { hashedAssetPath } from './asset-names.ts';
import { BuildError } from './build-error.ts';
import type { AssetFile } from './bundle-client.ts';

/**
 * Every logo of every form of `orgs`, by the org file's `logo.src` (e.g. 'assets/ndf-logo.svg' ->
 * `{ path: 'assets/ndf-logo-1A2B3C4D.svg', contents }`), read from `orgsDir` (default this repository's
 * `orgs/`), each file once however many forms name it.
 * @throws BuildError naming the org file, the logo and the route when a logo cannot be read; the cause is kept.
 */
export async function readLogos(orgs: readonly LoadedOrg[], orgsDir: string = defaultOrgsDir): Promise<Map<string, AssetFile>> {
  const logos = new Map<string, AssetFile>();
  for (const { org, file } of orgs) {
    for (const form of org.forms) {
      const source = form.logo?.src;
      if (source === undefined || logos.has(source)) continue;
      const contents = await readFile(resolve(orgsDir, source)).catch((cause: unknown) => {
        throw new BuildError(`${file}: the logo ${source} of ${form.route} could not be read; check its path`, cause);
      });
      const bytes = new Uint8Array(contents);
      logos.set(source, { path: hashedAssetPath(source, bytes), contents: bytes });
    }
  }
  return logos;
}
