/**
 * The proxy's posting endpoints, and which one a request path names, as the router matches it.
 * @koa/router matches paths without regard to letter case and with an optional trailing slash
 * (`/API/Orders/` reaches `/api/orders`), so middleware that guards an endpoint ahead of the router
 * must compare paths the same way, or a changed spelling would slip past it. The router and every such
 * guard (rate limits, honeypot, form posts) take the paths from `ENDPOINTS`, so they cannot drift apart.
 */

/** The endpoints that take a POST (proxy/OPERATIONS.md: HTTP API), as the router registers them. */
export const ENDPOINTS = {
  orders: '/api/orders',
  membershipOrders: '/api/membership/orders',
  membershipLookup: '/api/membership/lookup',
  accountRemoval: '/api/account-removal',
} as const;

/**
 * Where an account removal confirmation link leads: GET shows the confirm button, POST confirms
 * (`routes/account-removal-confirm.ts`). Not a form endpoint: it takes only the link's token.
 */
export const REMOVAL_CONFIRM_PATH = '/api/account-removal/confirm';

/** Every path of `ENDPOINTS`. */
export const POSTING_ENDPOINTS: ReadonlySet<string> = new Set(Object.values(ENDPOINTS));

/** `path` in lower case without trailing slashes, e.g. '/API/Orders/' -> '/api/orders'. */
export function apiPath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '');
}

/** The order status API's paths (`orderStatusPaths`), as `apiPath` writes them. */
const ORDER_STATUS_PATH = /^\/api\/orders\/(?:[^/]+\/(?:status|page)|page)$/;

/** The order status API's routes, as the router registers them. */
export const ORDER_STATUS_ROUTES = {
  json: '/api/orders/:orderNumber/status',
  page: '/api/orders/:orderNumber/page',
  pageByQuery: '/api/orders/page',
} as const;

/** Whether `normalisedPath` (from `apiPath`) is one of the order status API's routes. */
export function isOrderStatusPath(normalisedPath: string): boolean {
  return ORDER_STATUS_PATH.test(normalisedPath);
}
