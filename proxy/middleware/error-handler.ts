/**
 * Turns every failure into the one error envelope `{ error: { code, message, ... } }`. An ApiError is
 * answered as it is; a client error from a library (status 4xx and `expose`, Koa's rule) gets its
 * status and a generic code; anything else is a 500 with a generic message and the request id: the
 * details and stack go only to the log. Statuses set without a body (unmatched path, wrong method)
 * get the envelope too. Its own messages are in the request's language (`request-language.ts`).
 */
import type { Context, Middleware } from 'koa';
import type { MessageKey } from '../../orgs/i18n/catalogue.ts';
import type { ErrorCode } from '../../orgs/api-contract.ts';
import { ApiError } from '../api-error.ts';
import type { ProxyState } from './request-context.ts';
import { requestTranslator } from './request-language.ts';

const CODES: Record<number, ErrorCode> = {
  400: 'invalid_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  501: 'not_implemented',
};

/** The message of a status answered without one of its own. */
const STATUS_MESSAGES: Record<number, MessageKey> = {
  404: 'api.notFound',
  405: 'api.methodNotAllowed',
  501: 'api.notImplemented',
};

export function errorHandler(): Middleware<ProxyState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status >= 400 && ctx.body == null) {
        const message = requestTranslator(ctx).t(STATUS_MESSAGES[ctx.status] ?? 'api.internal');
        respond(ctx, new ApiError(ctx.status, CODES[ctx.status] ?? 'request_failed', message));
      }
    } catch (err) {
      respond(ctx, toApiError(err, ctx));
    }
  };
}

function toApiError(err: unknown, ctx: Context & { state: ProxyState }): ApiError {
  if (err instanceof ApiError) return err;
  const { status, expose, message } = (err ?? {}) as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 500 && expose === true) {
    ctx.state.log.info({ status, reason: message }, 'client error');
    const key = STATUS_MESSAGES[status];
    return new ApiError(status, CODES[status] ?? 'request_failed', key ? requestTranslator(ctx).t(key) : String(message));
  }
  ctx.state.log.error({ err }, 'unhandled error');
  return new ApiError(500, 'internal_error', requestTranslator(ctx).t('api.internal'), { requestId: ctx.state.requestId });
}

/** Body first, then status: setting a body would otherwise turn Koa's default 404 into 200. */
function respond(ctx: Context, error: ApiError): void {
  ctx.body = error.toBody();
  ctx.status = error.status;
}
