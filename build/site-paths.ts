/**
 * Where a route's pages live in an org's folder and how a page reaches the shared assets (README
 * "Building the pages": `<route>/index.html`, `<route>/thank-you/index.html`, the Urdu pages in
 * `<route>/ur/`, assets in `assets/`, every URL relative).
 */
import { DEFAULT_LANGUAGE, type Language, languageFolder } from '../orgs/i18n/languages.ts';

/** The folder of a route's page, '/'-separated, e.g. 'merchantform/jhrtrust' for '/merchantform/jhrtrust'. */
export function routeFolder(route: string): string {
  return route.replace(/^\/+/, '').replace(/\/+$/, '');
}

/**
 * The folder of the route's page in `language`: the route's own folder in English, `ur/` inside it in
 * Urdu, e.g. 'merchantform/jhrtrust/ur'.
 */
export function pageFolder(route: string, language: Language = DEFAULT_LANGUAGE): string {
  return languageFolder(routeFolder(route), language);
}

/** The folder of the route's thank-you page in `language` (the gateway's callback target). */
export function thankYouFolder(route: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${pageFolder(route, language)}/thank-you`;
}

/**
 * `target` (a path from the org folder, e.g. 'assets/client-ABC.js') as a URL relative to a page in
 * `folder`: '../../assets/client-ABC.js' from 'merchantform/jhrtrust'.
 */
export function relativeUrl(folder: string, target: string): string {
  const depth = folder === '' ? 0 : folder.split('/').length;
  return '../'.repeat(depth) + target;
}

/**
 * The absolute URL of `folder` (from the org folder, '' for the folder itself) on the host at `siteUrl`
 * (the org file's: the public URL of the org folder, with or without a trailing slash), ending in '/':
 * 'https://example.org/give/merchantform/jhrtrust/' for 'https://example.org/give' and 'merchantform/jhrtrust'.
 */
export function siteFolderUrl(siteUrl: string, folder: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${folder === '' ? '' : `${folder}/`}`;
}

/**
 * The URL of the folder `to` from a page in the folder `from` (both '/'-separated, from the org folder),
 * as short as it goes: 'ur/' from 'zakat' to 'zakat/ur', '../' back, './' to itself.
 */
export function folderUrl(from: string, to: string): string {
  const source = from.split('/').filter(Boolean);
  const target = to.split('/').filter(Boolean);
  let shared = 0;
  while (shared < source.length && shared < target.length && source[shared] === target[shared]) shared += 1;
  const path =
    '../'.repeat(source.length - shared) +
    target
      .slice(shared)
      .map((part) => `${part}/`)
      .join('');
  return path === '' ? './' : path;
}
