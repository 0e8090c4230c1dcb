/**
 * `POST /api/account-removal` `{ route, email }` (DESIGN.md: proxy HTTP API; the spec's page made no
 * call, DESIGN.md records the request instead): checks the email with the page's rules, records the
 * request durably and answers `202 { received: true }`, the same for every accepted address, so the
 * answer never tells whether an account exists. Errors: 400 `invalid_request` (body shape, or a key
 * other than route, email and the honeypot website), 404 `unknown_form` (no account removal page at
 * `route`), 422 `invalid_fields`; a store that cannot write is a 500 (the visitor is asked to try again,
 * nothing is acknowledged).
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import * as z from 'zod/mini';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { rulesFor } from '../../orgs/rules/index.ts';
import { ApiError } from '../api-error.ts';
import { apiMessages } from '../api-messages.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import type { RemovalRequestStore } from '../removal-requests/removal-request-store.ts';
import { checkedValues } from './checked-values.ts';
import { honeypotEntry, readBody } from './request-body.ts';

/** Strict: a key other than these is refused (see `readBody`); the email is checked by the page's rules. */
const RemovalBody = z.strictObject({ route: z.string(), email: z.optional(z.unknown()), ...honeypotEntry });

export interface AccountRemovalRouteDeps {
  forms: ReadonlyMap<string, RouteTarget>;
  store: RemovalRequestStore;
  now: () => Date;
  /** Id of a new request; default a random UUID. */
  newId?: () => string;
}

export function accountRemovalRoute(deps: AccountRemovalRouteDeps): Middleware<ProxyState> {
  const newId = deps.newId ?? randomUUID;
  return async (ctx) => {
    const { route, email } = readBody(RemovalBody, ctx.request.body, apiMessages.accountRemoval.badBody);
    const target = findForm(deps.forms, route);
    if (target?.form.kind !== 'account-removal') {
      throw new ApiError(404, 'unknown_form', apiMessages.accountRemoval.unknownPage);
    }
    const values = checkedValues(rulesFor(target.form).check({ email }, 'submit'));
    const request = { id: newId(), route: target.form.route, email: values.email ?? '', receivedAt: deps.now().toISOString() };
    await deps.store.add(request);
    // The address is personal data: the log names the request, never the address.
    ctx.state.log.info({ removalRequestId: request.id, route: request.route }, 'account removal request recorded');
    ctx.status = 202;
    ctx.body = { received: true };
  };
}
