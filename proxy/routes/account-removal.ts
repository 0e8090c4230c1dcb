/**
 * `POST /api/account-removal` `{ route, email }` (proxy/OPERATIONS.md: HTTP API; the spec's page made no call,
 * the README's decisions record the request instead): checks the email with the page's rules, records
 * the request durably with its language (`ctx.state.language`) and, with a mailer (SMTP_URL), emails the
 * address a one-time link to `REMOVAL_CONFIRM_PATH` (`confirmLink`) valid for `LINK_TTL_MS`, in that
 * language (`confirmation-mail-text.ts`): the request counts only once it is followed. A link that
 * cannot be sent is withdrawn and logged; the request stays unverified. The answer is `202 { received:
 * true }` whatever happened, the same for every accepted address, so it never tells whether an account
 * exists. The link is on the proxy's configured origin (PUBLIC_URL, or `forms serve`'s own address),
 * never the Host the request names: the owner of the address must get a link to this proxy, whoever
 * asked. Errors: 400 `invalid_request` (body shape, a key other than route, email and the honeypot
 * website), 404 `unknown_form` (no account removal page at
 * `route`), 422 `invalid_fields`; a store that cannot write is a 500 (the visitor is asked to try again,
 * nothing is acknowledged).
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AnswerOf } from '../../orgs/api-endpoints.ts';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { rulesFor } from '../../orgs/rules/index.ts';
import { ApiError } from '../api-error.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { requestOrgTranslator, requestTranslator } from '../middleware/request-language.ts';
import { proxyOrigin } from '../page-base.ts';
import type { ConfirmationMailer } from '../removal-requests/confirmation-mail.ts';
import { confirmationMailText } from '../removal-requests/confirmation-mail-text.ts';
import { newConfirmationToken } from '../removal-requests/confirmation-token.ts';
import type { RemovalRequestStore } from '../removal-requests/removal-request-store.ts';
import { confirmLink } from './account-removal-confirm.ts';
import { checkedValues } from './checked-values.ts';
import { readBody } from './request-body.ts';

/** How long a confirmation link works: 24 hours, in ms. */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface AccountRemovalRouteDeps {
  forms: ReadonlyMap<string, RouteTarget>;
  store: RemovalRequestStore;
  now: () => Date;
  /** Sends the confirmation link; absent (no SMTP_URL): requests are recorded unverified. */
  mailer?: ConfirmationMailer;
  /** Id of a new request; default a random UUID. */
  newId?: () => string;
}

export function accountRemovalRoute(deps: AccountRemovalRouteDeps): Middleware<ProxyState> {
  const newId = deps.newId ?? randomUUID;
  return async (ctx) => {
    const translator = requestTranslator(ctx);
    const { route, email } = readBody('accountRemoval', ctx.request.body, 'api.accountRemovalBadBody', translator);
    const target = findForm(deps.forms, route);
    if (target?.form.kind !== 'account-removal') {
      throw new ApiError(404, 'unknown_form', translator.t('api.accountRemovalUnknownPage'));
    }
    const values = checkedValues(rulesFor(target.form, translator).check({ email }, 'submit'), translator);
    const now = deps.now();
    const { language } = translator;
    const request = { id: newId(), route: target.form.route, email: values.email ?? '', receivedAt: now.toISOString(), language };
    // The address is personal data: the log names the request, never the address.
    const log = ctx.state.log.child({ removalRequestId: request.id, route: request.route });
    if (!deps.mailer) {
      await deps.store.add(request);
      log.info('account removal request recorded, unverified (no SMTP_URL to confirm it with)');
    } else {
      const { token, tokenHash } = newConfirmationToken();
      const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
      const link = confirmLink(proxyOrigin(ctx), token, language);
      await deps.store.add(request, { tokenHash, expiresAt: expiresAt.toISOString() });
      try {
        const facts = { to: request.email, orgName: target.org.displayName, link, expiresAt };
        const text = confirmationMailText(facts, requestOrgTranslator(ctx, target.org));
        await deps.mailer.send({ to: request.email, language, ...text });
        log.info('account removal request recorded; confirmation link emailed');
      } catch (err) {
        await deps.store.withdrawLink(request.id);
        log.warn({ err }, 'account removal request recorded, unverified: the confirmation email could not be sent');
      }
    }
    ctx.status = 202;
    ctx.body = { received: true } satisfies AnswerOf<'accountRemoval'>;
  };
}
