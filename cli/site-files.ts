/**
 * Serves built pages from memory, merging every org's folder into one tree the way `forms serve` needs
 * (each org's routes are distinct; shared asset names are content-hashed, so equal names mean equal
 * bytes). Behaves like a static host serving `forms build`'s folder: `<route>` redirects to `<route>/`,
 * whose `index.html` is sent with the headers the build attached to it (the page's
 * Content-Security-Policy, frame-ancestors included; caching), and a text file goes compressed to a
 * browser that accepts it, in the bytes of the build's `.br`/`.gz` copies (`build/precompress.ts`),
 * each compressed on its first request and kept.
 */
import type { Middleware } from 'koa';
import type { BuiltFile } from '../build/build-site.ts';
import { linkListPolicy } from '../build/content-security-policy.ts';
import { contentTypeOf } from '../build/content-types.ts';
import { pageHeaders } from '../build/page-headers.ts';
import { CONTENT_ENCODINGS, compressingOnce, isCompressible } from '../build/precompress.ts';

/** Headers of the route list `forms serve` shows at `/` (`routes-index-page.ts`): links only. */
export const ROUTES_INDEX_HEADERS = pageHeaders(linkListPolicy());

/** Thrown when two orgs write different bytes to the same path. */
export class SiteConflictError extends Error {
  override name = 'BuildError';
}

/** Merges org folders into one map of URL path ('/merchantform/jhrtrust/index.html') to file. */
export function mergeSite(files: BuiltFile[]): Map<string, BuiltFile> {
  const merged = new Map<string, BuiltFile>();
  for (const file of files) {
    const key = `/${file.path}`;
    const existing = merged.get(key);
    if (!existing) merged.set(key, file);
    else if (Buffer.compare(existing.contents, file.contents) !== 0) {
      throw new SiteConflictError(
        `Orgs ${existing.org} and ${file.org} both write ${file.path} with different contents; give them distinct routes or asset names.`,
      );
    }
  }
  return merged;
}

/** Koa middleware answering GET/HEAD for the merged files; anything else passes to `next`. */
export function serveSite(files: Map<string, BuiltFile>): Middleware {
  const compressed = compressingOnce();
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const path = ctx.path;
    const filePath = path.endsWith('/') ? `${path}index.html` : path;
    const file = files.get(filePath);
    if (!file) {
      if (!path.endsWith('/') && files.has(`${path}/index.html`)) {
        ctx.status = 301;
        ctx.redirect(`${path}/${ctx.querystring ? `?${ctx.querystring}` : ''}`);
        return;
      }
      return next();
    }
    ctx.type = contentTypeOf(filePath);
    if (file.headers) ctx.set({ ...file.headers });
    if (!isCompressible(filePath)) {
      ctx.body = Buffer.from(file.contents);
      return;
    }
    ctx.vary('Accept-Encoding');
    // Each encoding asked on its own: among those the browser takes, the server's order decides
    // (Chromium lists gzip before br), not the order of the browser's list.
    const encoding = CONTENT_ENCODINGS.find((each) => ctx.acceptsEncodings(each) === each);
    if (encoding) {
      ctx.set('Content-Encoding', encoding);
      ctx.body = Buffer.from(await compressed(filePath, file.contents, encoding));
    } else {
      ctx.body = Buffer.from(file.contents);
    }
  };
}
