/**
 * The names the built pages give the assets they share with the proxy's own pages: the forms'
 * stylesheet and the logos, relative to an org's folder (`forms build` writes them into
 * `<org>/assets/` with a content hash in the name). The build computes them (`build/site-asset-names.ts`:
 * the stylesheet's name is a hash of `templates/styles.css`, so `forms proxy` knows it without building
 * anything); the proxy only reads them, and links them from where the org's pages are hosted
 * (`../page-base.ts`), as it serves no static files itself.
 */
import type { Middleware } from 'koa';
import type { ProxyState } from '../middleware/request-context.ts';

/** A logo as the built pages name it: its hashed path (relative to the org folder) and its size in CSS pixels. */
export interface LogoFile {
  path: string;
  width: number;
  height: number;
}

/** The built pages' shared assets, relative to an org folder. */
export interface PageAssetNames {
  /** The stylesheet every page loads, e.g. 'assets/styles-1A2B3C4D.css'. */
  styles: string;
  /**
   * Logo by the org file's `logo.src`, e.g. 'assets/ndf-logo.svg' -> { path: 'assets/ndf-logo-1A2B3C4D.svg',
   * width: 120, height: 120 }.
   */
  logos: ReadonlyMap<string, LogoFile>;
}

/**
 * Puts `assets` in `ctx.state.pageAssets` for every request, for the proxy's own pages (`page-look.ts`);
 * without them (a proxy started without the build's names) those pages carry a small inline style.
 */
export function knownPageAssets(assets: PageAssetNames | undefined): Middleware<ProxyState> {
  return (ctx, next) => {
    ctx.state.pageAssets = assets;
    return next();
  };
}
