/**
 * The proxy's public origin, for every URL it writes into an answer (PayPro's callback_url, the
 * `<base href>` and API of a form shown again without JavaScript, the honeypot's redirect: see
 * `../page-base.ts`). With `PUBLIC_URL` set it is configuration, never a request header: a request whose
 * host is another one is answered 400 before any route runs, except the health check (load balancers
 * probe by internal address) and PayPro's server callback (its answer writes no URL). Without it (`forms
 * serve` on a developer's machine) the origin is read from the request, checked to be a plain http(s)
 * origin. Under TRUST_PROXY the last X-Forwarded-Host and X-Forwarded-Proto entries count, the ones our
 * own load balancer appended, never the first (Koa's `ctx.host` takes the first, which the client wrote).
 */
import type { Context, Middleware } from 'koa';
import { ApiError } from '../api-error.ts';
import { requestTranslator } from './request-language.ts';
import type { ProxyState } from './request-context.ts';

/** The last comma-separated entry of a header value, trimmed. */
function lastEntry(value: string): string {
  return value.slice(value.lastIndexOf(',') + 1).trim();
}

/** The host the request was sent to: the last X-Forwarded-Host entry under TRUST_PROXY, else Host. */
function sentHost(ctx: Context): string {
  const forwarded = ctx.app.proxy ? ctx.get('X-Forwarded-Host') : '';
  return forwarded === '' ? ctx.get('Host') : lastEntry(forwarded);
}

/** 'https' on a TLS socket; under TRUST_PROXY the last X-Forwarded-Proto entry; else 'http'. */
function sentProtocol(ctx: Context): string {
  if ((ctx.req.socket as { encrypted?: boolean }).encrypted) return 'https';
  const forwarded = ctx.app.proxy ? ctx.get('X-Forwarded-Proto') : '';
  return forwarded === '' ? 'http' : lastEntry(forwarded).toLowerCase();
}

/**
 * `host` as the authority of a `protocol` URL ('pay.example.org', 'localhost:8080'), or undefined when
 * it is not exactly one: user info ('127.0.0.1@evil.example'), a path, a query or a space rides along.
 */
function authority(protocol: string, host: string): URL | undefined {
  if (host === '' || /[@/\\?#\s]/.test(host)) return undefined;
  const candidate = `${protocol}://${host}`;
  const url = URL.canParse(candidate) ? new URL(candidate) : undefined;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : undefined;
}

/**
 * The origin the request reached, e.g. 'http://localhost:8080', when PUBLIC_URL is not set. Throws
 * ApiError 400 `invalid_request` when the host and scheme do not make a plain http(s) origin.
 */
export function requestOrigin(ctx: Context): string {
  const url = authority(sentProtocol(ctx), sentHost(ctx));
  if (!url) throw new ApiError(400, 'invalid_request', requestTranslator(ctx).t('api.badHost'));
  return url.origin;
}

/**
 * Checks every request's host against `publicUrl` (an origin such as 'https://pay.example.org', from
 * PUBLIC_URL) and puts it in `ctx.state.publicOrigin`; `exempt` paths (the health check, the callback)
 * pass unchecked. Without `publicUrl` it passes everything: `requestOrigin` reads each request's own.
 * Throws ApiError 400 `invalid_request` for another host.
 */
export function publicOrigin(publicUrl: string | undefined, exempt: readonly string[]): Middleware<ProxyState> {
  if (publicUrl === undefined) return (_ctx, next) => next();
  const expected = new URL(publicUrl);
  return async (ctx, next) => {
    // Set first: even the answer to a refused host (a form shown again without JavaScript) writes
    // only the configured origin.
    ctx.state.publicOrigin = expected.origin;
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
