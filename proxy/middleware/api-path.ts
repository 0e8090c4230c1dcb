/**
 * Which API endpoint a request path names, as the router matches it. @koa/router matches paths without
 * regard to letter case and with an optional trailing slash (`/API/Orders/` reaches `/api/orders`), so
 * middleware that guards an endpoint ahead of the router must compare paths the same way, or a changed
 * spelling would slip past it.
 */

/** `path` in lower case without trailing slashes, e.g. '/API/Orders/' -> '/api/orders'. */
export function apiPath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '');
}
