/**
 * The static side of `forms serve`: every org's pages built in memory, their folders merged, and the
 * route list at `/`. Loaded only by `forms serve`, so `forms proxy` never starts esbuild or React here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import { type BuildSiteOptions, type BuiltFile, type BuiltSite, buildSiteWithAssets } from '../build/build-site.ts';
import type { LoadedOrg } from '../orgs/types.ts';
import type { EmbedPreview } from './embed-preview.ts';
import { routesIndexPage } from './routes-index-page.ts';
import { mergeSite, ROUTES_INDEX_HEADERS, serveSite } from './site-files.ts';

/** How `forms serve` builds its pages: as `forms build`, and with the embedding preview to list. */
export interface ServeOptions extends BuildSiteOptions {
  /** The embedding preview (`embed-preview.ts`), whose snippets and demo pages the route list links. */
  preview?: EmbedPreview;
}

/** The built site and a Node request handler serving it. */
export interface BuiltPages extends BuiltSite {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Stops what serving them keeps running (`forms serve --watch`'s watchers and event streams). */
  close?(): Promise<void>;
}

/**
 * Builds the pages of `orgs` (see `buildSiteWithAssets`) and serves them.
 * @throws BuildError when a page, script or logo cannot be built.
 */
export async function builtPages(orgs: readonly LoadedOrg[], options: ServeOptions): Promise<BuiltPages> {
  const site = await buildSiteWithAssets(orgs, options);
  return { ...site, handle: pagesHandler(orgs, site.files, options.preview) };
}

/**
 * A Node request handler serving `files` (every org's folder merged) and the route list of `orgs` at `/`
 * (with each form's embed snippet and demo page, given the `preview`).
 * @throws SiteConflictError when two orgs write different bytes to one path.
 */
export function pagesHandler(
  orgs: readonly LoadedOrg[],
  files: BuiltFile[],
  preview?: EmbedPreview,
): (req: IncomingMessage, res: ServerResponse) => void {
  const app = new Koa();
  const index = routesIndexPage(
    orgs.map(({ org }) => org),
    preview,
  );
  app.use(async (ctx, next) => {
    if (ctx.path !== '/') return next();
    ctx.type = 'html';
    ctx.set({ ...ROUTES_INDEX_HEADERS });
    ctx.body = index;
  });
  app.use(serveSite(mergeSite(files)));
  return app.callback();
}
