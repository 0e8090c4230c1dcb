/**
 * The route table: which form answers which path. Pure (no Node modules), so the proxy, the build and
 * the CLI share it. Routes are unique across orgs once loaded (`load-orgs.ts` checks it).
 */
import type { FormDef, Org } from './types.ts';

export interface RouteTarget {
  org: Org;
  form: FormDef;
}

/** One row of `forms list`. */
export interface RouteRow {
  route: string;
  orgId: string;
  kind: FormDef['kind'];
}

/**
 * Every form by its route, e.g. `/merchantform/jhrtrust` -> the JHR Trust form.
 * @throws Error when two forms share a route (orgs from `loadOrgs` never do).
 */
export function indexRoutes(orgs: readonly Org[]): Map<string, RouteTarget> {
  const index = new Map<string, RouteTarget>();
  for (const org of orgs) {
    for (const form of org.forms) {
      const taken = index.get(form.route);
      if (taken) throw new Error(`Route ${form.route} is used by both ${taken.org.id} and ${org.id}; give each form its own route.`);
      index.set(form.route, { org, form });
    }
  }
  return index;
}

/**
 * The form for `route`, or undefined. Routes are matched exactly (they are case-sensitive in the spec,
 * e.g. `/merchantform/RMI-education`), except that one trailing slash is ignored.
 */
export function findForm(index: ReadonlyMap<string, RouteTarget>, route: string): RouteTarget | undefined {
  return index.get(route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route);
}

/** Every route with its org id and form kind, sorted by route (code unit order, so stable everywhere). */
export function listRoutes(orgs: readonly Org[]): RouteRow[] {
  const rows = orgs.flatMap((org) => org.forms.map((form) => ({ route: form.route, orgId: org.id, kind: form.kind })));
  return rows.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}
