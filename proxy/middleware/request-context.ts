/**
 * Gives every request an id (also sent back as `X-Request-Id`) and a child logger carrying it, and
 * logs one line per request when it ends. Runs before the error handler, so even a failed request is
 * logged with its final status.
 *
 * It is also the last resort for a failure thrown by the few layers outside the error handler (the
 * security headers, the answers for posts without JavaScript): such a failure is logged here as JSON
 * with its request id and answered with the same generic 500 envelope the error handler gives, instead
 * of Koa's default, a plain-text answer and the stack on stderr outside the structured log.
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Language } from '../../orgs/i18n/languages.ts';
import type { FormEndpoint } from '../no-script/form-bodies.ts';
import type { PageAssetNames } from '../own-pages/page-assets.ts';
import { ApiError } from '../api-error.ts';
import { requestTranslator } from './request-language.ts';

/** What the proxy's middleware keeps in `ctx.state`. */
export interface ProxyState {
  requestId: string;
  log: Logger;
  /**
   * Set by `idempotentRoute` for a request it dedupes: its scope and key, and its body's fingerprint,
   * which the order routes write on the order (so a run cut short can be answered from its order).
   */
  idempotency?: { requestKey: string; fingerprint: string };
  /**
   * The proxy's own origin from configuration (PUBLIC_URL, or `forms serve`'s listening address), set
   * first by `configuredOrigin`; never read from the request.
   */
  publicOrigin?: string;
  /** Set by `markFormPosts` for a post a page sent to a form endpoint without its script. */
  formPost?: FormEndpoint;
  /** The language the request asks to be answered in (`requestLanguage`, from its address); unset only outside it. */
  language?: Language;
  /** The built pages' stylesheet and logo names (`knownPageAssets`), which the proxy's own pages link; unset: none known. */
  pageAssets?: PageAssetNames;
}

export function requestContext(logger: Logger): Middleware<ProxyState> {
  return async (ctx, next) => {
    const requestId = randomUUID();
    const log = logger.child({ requestId });
    ctx.state.requestId = requestId;
    ctx.state.log = log;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } catch (err) {
      log.error({ err }, 'unhandled error');
      // Once the headers are out, nothing can be answered any more; Koa then just ends the response.
      if (ctx.headerSent) throw err;
      ctx.body = new ApiError(500, 'internal_error', requestTranslator(ctx).t('api.internal'), { requestId }).toBody();
      ctx.status = 500;
    } finally {
      const ms = Math.round(performance.now() - started);
      log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
