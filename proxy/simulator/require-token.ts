import type { Middleware } from 'koa';
import { UNAUTHORIZED_BODY } from './envelope.ts';
import type { TokenStore } from './tokens.ts';

/**
 * Answers HTTP 401 unless the request header `token` holds a live token (PROTOCOL.md "Auth and token": live enforces
 * this on every v2 call; the sandbox was seen to skip it on ggos, the simulator does not).
 */
export function requireToken(tokens: TokenStore): Middleware {
  return async (ctx, next) => {
    if (tokens.isValid(ctx.get('token') || undefined)) return next();
    ctx.status = 401;
    ctx.body = UNAUTHORIZED_BODY;
  };
}
