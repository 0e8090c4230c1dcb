/**
 * Turns every failure into the one error envelope `{ error: { code, message, ... } }`. An ApiError is
 * answered as it is; a client error from a library (status 4xx and `expose`, Koa's rule) gets its
 * status and a generic code; anything else is a 500 with a generic message and the request id: the
 * details and stack go only to the log. Statuses set without a body (unmatched path, wrong method)
 * get the envelope too.
 */
import type { Context, Middleware } from 'koa';
import type { ErrorCode } from '../../orgs/api-contract.ts';
import { ApiError } from '../api-error.ts';
import { apiMessages } from '../api-messages.ts';
import type { ProxyState } from './request-context.ts';

const CODES: Record<number, ErrorCode> = {
  400: 'invalid_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  501: 'not_implemented',
};

export function errorHandler(): Middleware<ProxyState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status >= 400 && ctx.body == null) {
        const message = apiMessages.byStatus[ctx.status] ?? apiMessages.internal;
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
    return new ApiError(status, CODES[status] ?? 'request_failed', apiMessages.byStatus[status] ?? String(message));
  }
  ctx.state.log.error({ err }, 'unhandled error');
  return new ApiError(500, 'internal_error', apiMessages.internal, { requestId: ctx.state.requestId });
}

/** Body first, then status: setting a body would otherwise turn Koa's default 404 into 200. */
function respond(ctx: Context, error: ApiError): void {
  ctx.body = error.toBody();
  ctx.status = error.status;
}
