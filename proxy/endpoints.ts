/**
 * The proxy's paths, as `app.ts` registers them with the router (which matches them without regard to
 * letter case and with an optional trailing slash): the declared routes (`API_ENDPOINTS`, orgs/api-endpoints.ts)
 * under `API_BASE`, none written here. Each route mounts its own rate limit, body parser and honeypot
 * (`app.ts`), so those hold for every spelling it matches.
 */
import { API_BASE, routeParts } from '../orgs/api-contract.ts';
import { API_ENDPOINTS, type EndpointName } from '../orgs/api-endpoints.ts';

/** Where the proxy routes route `index` of API endpoint `name`, e.g. '/api/orders/:orderNumber/status'. */
export function routePath(name: EndpointName, index = 0): string {
  return `${API_BASE}${routeParts(API_ENDPOINTS[name].routes[index]!).path}`;
}

/** The endpoints that take the pages' posts. */
export const ENDPOINTS = {
  orders: routePath('orders'),
  membershipOrders: routePath('membershipOrders'),
  membershipLookup: routePath('membershipLookup'),
  accountRemoval: routePath('accountRemoval'),
};

/**
 * Where an account removal confirmation link leads: GET shows the confirm button, POST confirms
 * (`routes/account-removal-confirm.ts`). Not a form endpoint: it takes only the link's token.
 */
export const REMOVAL_CONFIRM_PATH = routePath('removalConfirmation');

/** A receipt's printable page, `/api/receipts/:token` (`routes/receipt-page.ts`). */
export const RECEIPT_PAGE_PATH = routePath('receiptPage');

/** The order status API's routes. */
export const ORDER_STATUS_ROUTES = {
  json: routePath('orderStatus'),
  /** The same answer for the order PayPro numbered `:payProId`: where the thank-you page asks when PayPro's return lost our `order`. */
  jsonByPayProId: routePath('orderStatusByPayProId'),
  page: routePath('orderStatusPage', 0),
  pageByQuery: routePath('orderStatusPage', 1),
  /** The same page in another language, e.g. `/api/orders/<OrderNumber>/page/ur`: where a form posted without JavaScript from an Urdu page returns. */
  pageInLanguage: routePath('orderStatusPage', 2),
};
