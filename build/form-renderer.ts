/**
 * The proxy's renderer of a form page shown again after a post without JavaScript (`RenderForm`,
 * proxy/no-script/render-form.ts). React and the templates load on the first such post, not when the
 * proxy starts: most donors' browsers run the pages' scripts, and an idle proxy stays small.
 */
import type { RenderForm } from '../proxy/no-script/render-form.ts';
import type { SiteAssetNames } from './site-asset-names.ts';

/** The built assets a page refers to, relative to the org folder, as the build names them. */
export interface SubmittedPageAssets extends SiteAssetNames {
  /** The gateway's and pay page's URLs, whose origins join the page's form-action (see `BuildSiteOptions`). */
  checkoutUrls?: readonly string[];
}

/** A renderer for pages whose built assets have the names `assets` gives. */
export function createFormRenderer(assets: SubmittedPageAssets): RenderForm {
  return async (target, submitted, location, language) => {
    const { renderSubmittedPage } = await import('./render-with-errors.ts');
    // The associates phone shows a number of any country in its own: that needs every country's metadata.
    if (target.form.kind === 'associates') await (await import('../templates/fields/phone-metadata.ts')).loadAllCountries();
    return renderSubmittedPage(target, submitted, location, assets, language);
  };
}
