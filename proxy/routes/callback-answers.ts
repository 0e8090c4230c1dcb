/**
 * Every answer on PayPro's callback path is PayPro's reply array `[{StatusCode, InvoiceID, Description}]`
 * (proxy/paypro/PROTOCOL.md "Server callback"), never the proxy's JSON error envelope: PayPro's side
 * reads that array, and the public handlers answer nothing else. The route's own answers (HTTP 200)
 * pass unchanged, and so does an answer that is no error (OPTIONS). Any error, which the error handler
 * has made the envelope, becomes one item with
 * InvoiceID null, its HTTP status and headers (Retry-After, Allow) kept: what PayPro does with a status
 * other than 200 is unknown, and it is the one signal every HTTP client takes as "not processed", so a
 * gateway that delivers again on failure does so here. `01` (Invalid Data) for a 4xx, the delivery as
 * sent cannot be taken (400 a body that breaks off, 405 another method, 413 a body over 16 kB, 415 an
 * unknown Content-Encoding); `02` (Service Failure) for a 429 (a spent rate limit or refusal budget) and
 * a 5xx, where the same delivery later may succeed.
 *
 * Mounted on the app outside the error handler (it sees that handler's answer), for the callback path
 * as the router matches it: in any letter case, with or without a trailing slash.
 */
import type { Middleware } from 'koa';
import type { CallbackReplyItem } from '../ledger/callback-deliveries.ts';
import type { ProxyState } from '../middleware/request-context.ts';

const DESCRIPTIONS: Record<number, string> = {
  405: 'Invalid Data. Send the callback as POST or GET',
  413: 'Invalid Data. The request is larger than 16 kB',
  429: 'Service Failure. Too many deliveries from this address; try again later',
};

/** The one reply item of an answer with HTTP `status` (4xx or 5xx) that the route did not give. */
export function refusalItem(status: number): CallbackReplyItem {
  const client = status >= 400 && status < 500 && status !== 429;
  const Description = DESCRIPTIONS[status] ?? (client ? 'Invalid Data. The request could not be read' : 'Service Failure');
  return { StatusCode: client ? '01' : '02', InvoiceID: null, Description };
}

/** `path`: the configured callback path, e.g. '/paypro/uis'. */
export function callbackAnswers(path: string): Middleware<ProxyState> {
  const routed = path.toLowerCase().replace(/(.)\/$/, '$1');
  return async (ctx, next) => {
    await next();
    if (ctx.status < 400 || Array.isArray(ctx.body) || ctx.path.toLowerCase().replace(/(.)\/$/, '$1') !== routed) return;
    const { status } = ctx;
    // Body first, then status: setting a body would otherwise reset a 404 to 200.
    ctx.body = [refusalItem(status)];
    ctx.status = status;
  };
}
