/**
 * The Content-Security-Policy of a form page that the proxy shows again after a post without
 * JavaScript (`render-with-errors.ts`). That document comes from the proxy's origin but loads its
 * stylesheet and logo from the page's own origin (its `<base href>`), so the policy names that origin
 * where a built page says 'self' (`content-security-policy.ts`). It runs no script at all.
 */
import type { Org } from '../orgs/types.ts';
import { PAYPRO_CHECKOUT_SOURCE, policyHeaderValue } from './content-security-policy.ts';

/**
 * The header value for a page of `org` hosted at `pageUrl` that posts to `apiBase` (absolute URLs).
 * `form-action` also admits where the proxy redirects an accepted post: PayPro's checkout and the
 * origins of `checkoutUrls` (see `BuildSiteOptions.checkoutUrls`), checked by Chromium on the redirect.
 */
export function submittedPagePolicy(org: Org, pageUrl: string, apiBase: string, checkoutUrls: readonly string[] = []): string {
  const page = new URL(pageUrl).origin;
  const unique = (...sources: string[]) => [...new Set(sources)];
  return policyHeaderValue({
    'default-src': ["'none'"],
    'style-src': [page],
    'img-src': [page, 'data:'],
    'form-action': unique("'self'", new URL(apiBase).origin, PAYPRO_CHECKOUT_SOURCE, ...checkoutUrls.map((url) => new URL(url).origin)),
    'base-uri': [page],
    'object-src': ["'none'"],
    'frame-ancestors': unique(page, ...(org.frameAncestors ?? [])),
  });
}
