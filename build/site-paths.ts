/**
 * Where a route's pages live in an org's folder and how a page reaches the shared assets (README
 * "Building the pages": `<route>/index.html`, `<route>/thank-you/index.html`, assets in `assets/`, every URL relative).
 */

/** The folder of a route's page, '/'-separated, e.g. 'merchantform/jhrtrust' for '/merchantform/jhrtrust'. */
export function routeFolder(route: string): string {
  return route.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The folder of the route's thank-you page (the gateway's callback target). */
export function thankYouFolder(route: string): string {
  return `${routeFolder(route)}/thank-you`;
}

/**
 * `target` (a path from the org folder, e.g. 'assets/client-ABC.js') as a URL relative to a page in
 * `folder`: '../../assets/client-ABC.js' from 'merchantform/jhrtrust'.
 */
export function relativeUrl(folder: string, target: string): string {
  const depth = folder === '' ? 0 : folder.split('/').length;
  return '../'.repeat(depth) + target;
}
