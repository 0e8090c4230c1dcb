/**
 * The Content-Security-Policy of each generated page, computed in one place so that the `<meta>` in
 * the page, the header `forms serve` sends and the `_headers` file of `forms build` always agree.
 *
 * Everything not named is refused (`default-src 'none'`). Scripts come only from the page's own origin
 * (the hashed bundle; the props travel as a JSON data block, which is not executed) plus the
 * currency-rate widget's host on a page that has one; styles come only from the page's own `<style>`
 * element, allowed by its hash (`inline-style.ts`); no other inline script or style is allowed, so an
 * injected `<script>`, `<style>` or `style=""` does nothing. `form-action` lists where a page
 * without its script may post and be redirected to: the proxy, then PayPro's hosted checkout (the
 * proxy answers a form post with a 303 there, and Chromium checks form-action on that redirect too:
 * https://w3c.github.io/webappsec-csp/#directive-form-action). A thank-you page reaches the proxy
 * only: its script asks for the order's status, its lookup form (a GET) opens the proxy's status page.
 */
import type { FormDef, Org } from '../orgs/types.ts';
import { kindOf } from '../orgs/kinds.ts';
import { inlineHashSource } from './inline-style.ts';

/** Which of a form's pages the policy is for. */
export type PageKind = 'form' | 'thank-you' | 'demo-provider';

/** Directive name to source list, in the order they are written. */
export type PagePolicy = Readonly<Record<string, readonly string[]>>;

export interface PolicyOptions {
  /** Where the page posts, as in `RenderContext.apiBase`: a path ('/api') or an absolute URL. */
  apiBase: string;
  /**
   * Pages outside PayPro's domain that the proxy may send a donor to after a post, e.g. the
   * `PAYPRO_MARKETPLACE_URL` of a test gateway; only their origins are used.
   */
  checkoutUrls?: readonly string[];
  /** The text of the page's one `<style>` element (the build's stylesheet), allowed by its hash; absent, no style is. */
  styles?: string;
}

/**
 * PayPro's hosted checkout: Click2Pay links and the marketplace pay page are on
 * marketplace.paypro.com.pk, live and sandbox alike (proxy/paypro/PROTOCOL.md#pay-page).
 */
export const PAYPRO_CHECKOUT_SOURCE = 'https://*.paypro.com.pk';

const SELF = "'self'";
const NONE = "'none'";

/** The origin of an absolute URL; undefined for a path, which the page's own origin ('self') covers. */
function absoluteOrigin(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : undefined;
}

/** `sources` without duplicates or gaps, keeping the first occurrence's place. */
export function sourceList(...sources: (string | undefined)[]): string[] {
  return [...new Set(sources.filter((source): source is string => source !== undefined))];
}

/** Where the card checkout page's frame may point: the provider's origin, or this origin for `demo`. */
function frameSources(form: FormDef): string[] {
  if (form.kind !== 'card-checkout') return [];
  return [form.provider === 'demo' ? SELF : new URL(form.provider).origin];
}

/**
 * Where the form page of `form` may send its form, by its kind's `formAction` (`orgs/kinds.ts`):
 * nowhere from a page without a form (the card checkout page); its own address from a form with no
 * action (the sample form sends nothing); the proxy for a request answered with a page of this site (the
 * removal request); and for every form that creates an order, the proxy and then the pay page it
 * redirects to.
 */
function formActionSources(form: FormDef, api: string | undefined, checkoutUrls: readonly string[]): string[] {
  switch (kindOf(form).formAction) {
    case 'none':
      return [NONE];
    case 'self':
      return [SELF];
    case 'proxy':
      return sourceList(SELF, api);
    case 'checkout':
      return sourceList(SELF, api, PAYPRO_CHECKOUT_SOURCE, ...checkoutUrls.map((url) => new URL(url).origin));
  }
}

/**
 * Who may show a page of `org` in a frame: exactly the org file's `embed.origins`, else nobody. The demo
 * provider page adds its own origin, as the card checkout page frames it (and frame-ancestors is checked
 * against every ancestor, so an embedded checkout page's host stays allowed for it too).
 */
function frameAncestors(org: Org, page: PageKind): string[] {
  const origins = org.embed?.origins ?? [];
  if (page === 'demo-provider') return sourceList(SELF, ...origins);
  return origins.length > 0 ? [...origins] : [NONE];
}

/**
 * The full policy of one page of `form` (org `org`), frame-ancestors included (`frameAncestors`). The
 * widget's host is allowed for scripts, requests and images on the form page only (widgets fetch rates
 * and draw flags). Pure; throws only if an org URL that the schema checked is not a URL.
 */
export function pagePolicy(org: Org, form: FormDef, page: PageKind, options: PolicyOptions): PagePolicy {
  const widget =
    page === 'form' && form.kind === 'donation-page' && form.currencyWidget ? new URL(form.currencyWidget.scriptUrl).origin : undefined;
  const api = absoluteOrigin(options.apiBase);
  const policy: Record<string, string[]> = {
    'default-src': [NONE],
    'script-src': sourceList(SELF, widget),
    'style-src': options.styles === undefined ? [NONE] : [inlineHashSource(options.styles)],
    'img-src': sourceList(SELF, 'data:', widget),
  };
  if (page === 'form') policy['connect-src'] = sourceList(SELF, api, widget);
  // The thank-you page asks the proxy for the order's status, and without script its lookup form
  // opens the proxy's status page: the proxy and nothing else, for both.
  if (page === 'thank-you') policy['connect-src'] = [api ?? SELF];
  const frames = page === 'form' ? frameSources(form) : [];
  if (frames.length > 0) policy['frame-src'] = frames;
  policy['form-action'] =
    page === 'form' ? formActionSources(form, api, options.checkoutUrls ?? []) : page === 'thank-you' ? [api ?? SELF] : [NONE];
  policy['base-uri'] = [SELF];
  policy['object-src'] = [NONE];
  policy['frame-ancestors'] = frameAncestors(org, page);
  return policy;
}

/**
 * The policy of the route list `forms serve` shows at `/`: links and its inline icon (a `data:` image)
 * and nothing else (no script, no style, no form), framed only by its own origin.
 */
export function linkListPolicy(): PagePolicy {
  return {
    'default-src': [NONE],
    'img-src': [SELF, 'data:'],
    'form-action': [NONE],
    'base-uri': [NONE],
    'frame-ancestors': [SELF],
  };
}

/** The policy as a header value: `default-src 'none'; script-src 'self'; …`. */
export function policyHeaderValue(policy: PagePolicy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The policy as a `<meta http-equiv>` value: the same, less `frame-ancestors`, which browsers ignore
 * (and warn about) in a meta element (https://w3c.github.io/webappsec-csp/#meta-element).
 */
export function policyMetaValue(policy: PagePolicy): string {
  return policyHeaderValue(Object.fromEntries(Object.entries(policy).filter(([directive]) => directive !== 'frame-ancestors')));
}
