/**
 * The names the built pages give their shared assets, and how `forms proxy` learns them without
 * building the pages (it shows pages again after a post without JavaScript, and those link the same
 * stylesheet and logos). Loads neither esbuild nor React.
 */
import type { LoadedOrg } from '../orgs/types.ts';
import type { PageAssetNames } from '../proxy/own-pages/page-assets.ts';
import { BuildError } from './build-error.ts';
import { readLogos } from './logo-assets.ts';
import { stylesheetPath } from './stylesheet.ts';

/** The names the built pages give their shared assets, relative to an org folder (declared where the proxy reads them). */
export type SiteAssetNames = PageAssetNames;

/**
 * The asset names the built pages of `orgs` use, without building them: the stylesheet's
 * (`stylesheetPath`) and the logos', read from `orgsDir` (default this repository's `orgs/`).
 * @throws BuildError when the stylesheet or a logo cannot be read.
 */
export async function readSiteAssetNames(orgs: readonly LoadedOrg[], orgsDir?: string): Promise<SiteAssetNames> {
  const styles = await stylesheetPath().catch((cause: unknown) => {
    throw new BuildError('The page styles (templates/styles.css) could not be read for the pages the proxy shows again', cause);
  });
  const logos = new Map([...(await readLogos(orgs, orgsDir))].map(([source, { contents: _, ...name }]) => [source, name]));
  return { styles, logos };
}
