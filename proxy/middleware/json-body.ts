/**
 * Parses JSON request bodies (and only JSON) into `ctx.request.body`, with a small size limit: the
 * largest form sends well under 4 kB. A POST, PUT or PATCH that is not `application/json`, or whose
 * JSON is malformed, is a 400 `invalid_request`; one over the limit a 413 `payload_too_large`.
 */
import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { ApiError } from '../api-error.ts';
import { apiMessages } from '../api-messages.ts';

const PARSED_METHODS = ['POST', 'PUT', 'PATCH'];

/** `limit` in bytes or as a string such as '32kb'. */
export function jsonBody(limit: string | number = '32kb'): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    parsedMethods: PARSED_METHODS,
    jsonLimit: limit,
    onError: (err) => {
      const status = (err as { status?: unknown }).status;
      if (status === 413) throw new ApiError(413, 'payload_too_large', apiMessages.tooLarge);
      throw new ApiError(400, 'invalid_request', apiMessages.malformedJson);
    },
  });
  return async (ctx, next) => {
    if (PARSED_METHODS.includes(ctx.method) && !ctx.is('application/json')) {
      throw new ApiError(400, 'invalid_request', apiMessages.notJson);
    }
    return parse(ctx, next);
  };
}
