/**
 * The proxy's paths (proxy/OPERATIONS.md: HTTP API), as `app.ts` registers them with the router, which
 * matches them without regard to letter case and with an optional trailing slash. Each route mounts its
 * own rate limit, body parser and honeypot (`app.ts`), so those hold for every spelling it matches.
 */

/** The endpoints that take a POST. */
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

/** The order status API's routes. */
export const ORDER_STATUS_ROUTES = {
  json: '/api/orders/:orderNumber/status',
  /** The same answer for the order PayPro numbered `:payProId`: where the thank-you page asks when PayPro's return lost our `order`. */
  jsonByPayProId: '/api/orders/by-paypro-id/:payProId/status',
  page: '/api/orders/:orderNumber/page',
  /** The same page in another language, e.g. `/api/orders/<OrderNumber>/page/ur`: where a form posted without JavaScript from an Urdu page returns. */
  pageInLanguage: '/api/orders/:orderNumber/page/:lang',
  pageByQuery: '/api/orders/page',
} as const;
