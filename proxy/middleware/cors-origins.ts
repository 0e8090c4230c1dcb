/**
 * The origins whose pages may call the proxy from a browser: each org's `siteUrl` origin and its
 * `allowedOrigins` (the org file), then any further lists, e.g. CORS_ORIGINS and the origins of
 * `forms serve`. Each is normalised as browsers write the `Origin` request header (lower-case scheme
 * and host, no default port), e.g. 'https://Donate.Example.org:443' -> 'https://donate.example.org'.
 */
import type { Org } from '../../orgs/types.ts';

/**
 * The union of the orgs' origins and `extra`. Throws TypeError for a value that is not a URL (the org
 * schema and `loadConfig` only let origins and http(s) URLs through).
 */
export function corsOriginsOf(orgs: readonly Org[], ...extra: readonly (readonly string[])[]): Set<string> {
  const listed = orgs.flatMap((org) => [...(org.siteUrl ? [org.siteUrl] : []), ...(org.allowedOrigins ?? [])]);
  return new Set([...listed, ...extra.flat()].map((value) => new URL(value).origin));
}
