/**
 * Binds what the proxy tells about an order to the form whose page asks. A thank-you page draws the
 * status API's answer under its own org's name, so an order made on another form (another charity's,
 * or another form of the same org) must read there as an order the proxy does not hold: the same 404,
 * the same words, so nobody learns that the order exists elsewhere. The page names its form by the
 * query parameter `ROUTE_PARAMETER` (orgs/public-order-status.ts), matched as a posted route is
 * (orgs/routes.ts `findForm`), against the org and route the ledger recorded for the order.
 */
import type { ParsedUrlQuery } from 'node:querystring';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { ROUTE_PARAMETER } from '../../orgs/public-order-status.ts';
import type { OrderStatusView } from './order-status-view.ts';

/**
 * The route a request's query names (the first `ROUTE_PARAMETER` value, as given), or undefined when it
 * names none.
 */
export function askedRoute(query: ParsedUrlQuery): string | undefined {
  const value = query[ROUTE_PARAMETER];
  return Array.isArray(value) ? value[0] : value;
}

/** The form at `route` in the route index (`indexRoutes`), or undefined when `route` is absent or names none. */
export function askedForm(forms: ReadonlyMap<string, RouteTarget>, route: string | undefined): RouteTarget | undefined {
  return route === undefined ? undefined : findForm(forms, route);
}

/** Whether the order of `view` was made on `target`'s form: the same org and the same route. */
export function isOrderOf(view: Pick<OrderStatusView, 'org' | 'route'>, target: RouteTarget): boolean {
  return view.org === target.org.id && view.route === target.form.route;
}
