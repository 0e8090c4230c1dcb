/**
 * The Content-Security-Policy of a form page that the proxy shows again after a post without
 * JavaScript (`render-with-errors.ts`). It is the built form page's policy (`pagePolicy`) for a document
 * that runs no script and frames nothing, served from elsewhere: that document comes from the proxy's
 * origin but loads its stylesheet (linked, where the built page carries it inline) and logo from the
 * page's own origin (its `<base href>`), so the policy names that origin where the built page says 'self'. `form-action` is kept as it is: its
 * 'self' is now the proxy, which is where the form posts and where a removal request's answer page is.
 */
import type { RouteTarget } from '../orgs/routes.ts';
import { pagePolicy, policyHeaderValue, sourceList } from './content-security-policy.ts';

/**
 * The header value for the form page of `target` hosted at `pageUrl` that posts to `apiBase`
 * (absolute URLs). `form-action` also admits where the proxy redirects an accepted post: PayPro's
 * checkout and the origins of `checkoutUrls` (see `BuildSiteOptions.checkoutUrls`), checked by
 * Chromium on the redirect.
 */
export function submittedPagePolicy(
  { org, form }: RouteTarget,
  pageUrl: string,
  apiBase: string,
  checkoutUrls: readonly string[] = [],
): string {
  const page = new URL(pageUrl).origin;
  const built = pagePolicy(org, form, 'form', { apiBase, checkoutUrls });
  const atPage = (sources: readonly string[] = []) => sourceList(...sources.map((source) => (source === "'self'" ? page : source)));
  return policyHeaderValue({
    'default-src': ["'none'"],
    'style-src': [page],
    // Not the built page's: a currency widget's images come with its script, which does not run here.
    'img-src': [page, 'data:'],
    'form-action': built['form-action'] ?? [],
    'base-uri': atPage(built['base-uri']),
    'object-src': ["'none'"],
    'frame-ancestors': atPage(built['frame-ancestors']),
  });
}
