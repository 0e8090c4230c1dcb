import type { Middleware } from 'koa';
import type { AnswerSwitch } from './answer-variants.ts';
import { stringFieldAnyCase } from './body-fields.ts';
import { failure, success } from './envelope.ts';
import type { TokenStore } from './tokens.ts';

/** The body live integrations see on a successful auth (PROTOCOL.md "Auth and token"): a JSON string. */
const AUTHORIZED = 'Authorized';
/** What one integration checks an auth body for after wrong keys (PROTOCOL.md "Auth and token"). */
const INVALID_KEYS = 'InValid Keys';

/**
 * `POST /v2/ppro/auth` with `{clientid, clientsecret}` (PROTOCOL.md "Auth and token"). Any non-empty pair is accepted
 * (the simulator has no merchant registry): HTTP 200 with the body and token header the answer switch
 * chooses (`answer-variants.ts`; by default the JSON string `"Authorized"` with the token in the
 * response header `token`, as the sandbox spells it). PayPro's answer to a bad body is undocumented;
 * here it is HTTP 200 with status 01 (the official "Invalid Data" code, PROTOCOL.md "Envelope and status codes") and no token.
 */
export function authRoute(tokens: TokenStore, answers: AnswerSwitch): Middleware {
  return (ctx) => {
    const clientId = stringFieldAnyCase(ctx.request.body, 'clientid')?.trim();
    const clientSecret = stringFieldAnyCase(ctx.request.body, 'clientsecret')?.trim();
    if (!clientId || !clientSecret) {
      ctx.body = failure('01', 'Invalid Data. The client id or client secret cannot be empty');
      return;
    }
    const variant = answers.current().auth;
    if (variant === 'authorized' || variant === 'envelope') ctx.set('token', tokens.issue(clientId));
    // Koa sends a string body as text; the gateway's is JSON text, quotes included.
    ctx.type = 'application/json';
    ctx.body = variant === 'envelope' ? success() : JSON.stringify(variant === 'invalid-keys' ? INVALID_KEYS : AUTHORIZED);
  };
}
