/**
 * The proxy's own origin, for every URL it writes into an answer (PayPro's callback_url, the `<base
 * href>` and API of a form shown again without JavaScript, the honeypot's redirect, a removal
 * confirmation link: see `../page-base.ts`). It is configuration and nothing else: PUBLIC_URL, or under
 * `forms serve` the address it listens at. No request header (Host, X-Forwarded-Host) ever chooses
 * it, or a request sent with `Host: evil.test` would get, and could have emailed to a donor, links to
 * evil.test.
 *
 * With PUBLIC_URL set, a request whose host is another one is also answered 400 before any route runs,
 * except the health and readiness checks (load balancers probe by internal address) and PayPro's server callback
 * (its answer writes no URL). Under TRUST_PROXY the last X-Forwarded-Host entry is the one checked,
 * the one our own load balancer appended, never the first (Koa's `ctx.host` takes the first, which
 * the client wrote).
 */
import type { Context, Middleware } from 'koa';
import { ApiError } from '../api-error.ts';
import { requestTranslator } from './request-language.ts';
import type { ProxyState } from './request-context.ts';

/**
 * Puts `origin` (e.g. 'https://pay.example.org': PUBLIC_URL's, or `forms serve`'s listening address)
 * in `ctx.state.publicOrigin` for every request. Mount it before anything that may answer, so even a
 * request refused before its route (a bad `lang`, a bad Host) is answered with links to it.
 */
export function configuredOrigin(origin: string): Middleware<ProxyState> {
  return (ctx, next) => {
    ctx.state.publicOrigin = origin;
    return next();
  };
}

/** The last comma-separated entry of a header value, trimmed. */
function lastEntry(value: string): string {
  return value.slice(value.lastIndexOf(',') + 1).trim();
}

/** The host the request was sent to: the last X-Forwarded-Host entry under TRUST_PROXY, else Host. */
function sentHost(ctx: Context): string {
  const forwarded = ctx.app.proxy ? ctx.get('X-Forwarded-Host') : '';
  return forwarded === '' ? ctx.get('Host') : lastEntry(forwarded);
}

/**
 * `host` as the authority of a `protocol` URL ('pay.example.org', 'localhost:8080'), or undefined when
 * it is not exactly one: user info ('127.0.0.1@evil.example'), a path, a query or a space rides along.
 */
function authority(protocol: string, host: string): URL | undefined {
  if (host === '' || /[@/\\?#\s]/.test(host)) return undefined;
  const candidate = `${protocol}://${host}`;
  return URL.canParse(candidate) ? new URL(candidate) : undefined;
}

/**
 * Checks every request's host against `publicUrl` (an origin such as 'https://pay.example.org', from
 * PUBLIC_URL); `exempt` paths (the health check, the callback) pass unchecked. Without `publicUrl`
 * (`forms serve` without PUBLIC_URL, reached as localhost or 127.0.0.1) it passes everything: the
 * origin it writes is its listening address whatever the Host says. Throws ApiError 400
 * `invalid_request` for another host.
 */
export function publicHostOnly(publicUrl: string | undefined, exempt: readonly string[]): Middleware<ProxyState> {
  if (publicUrl === undefined) return (_ctx, next) => next();
  const expected = new URL(publicUrl);
  return async (ctx, next) => {
    const host = sentHost(ctx);
    // The configured host as written needs no parsing (nearly every request); any other spelling
    // ('PAY.example.org:443') is parsed and compared.
    if (host !== expected.host && !exempt.includes(ctx.path)) {
      const sent = authority(expected.protocol.slice(0, -1), host);
      if (sent?.host !== expected.host) throw new ApiError(400, 'invalid_request', requestTranslator(ctx).t('api.badHost'));
    }
    await next();
  };
}
