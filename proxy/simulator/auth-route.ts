import type { Middleware } from 'koa';
import { stringFieldAnyCase } from './body-fields.ts';
import { failure, success } from './envelope.ts';
import type { TokenStore } from './tokens.ts';

/**
 * `POST /v2/ppro/auth` with `{clientid, clientsecret}` (PROTOCOL.md "Auth and token"). Any non-empty pair is accepted
 * (the simulator has no merchant registry): HTTP 200 `[{"Status":"00"}]` with the token in the
 * response header `token`, as the sandbox sends it. PayPro's answer to a bad body is undocumented;
 * here it is HTTP 200 with status 01 (the official "Invalid Data" code, PROTOCOL.md "Envelope and status codes") and no token.
 */
export function authRoute(tokens: TokenStore): Middleware {
  return (ctx) => {
    const clientId = stringFieldAnyCase(ctx.request.body, 'clientid')?.trim();
    const clientSecret = stringFieldAnyCase(ctx.request.body, 'clientsecret')?.trim();
    if (!clientId || !clientSecret) {
      ctx.body = failure('01', 'Invalid Data. The client id or client secret cannot be empty');
      return;
    }
    ctx.set('token', tokens.issue(clientId));
    ctx.body = success();
  };
}
