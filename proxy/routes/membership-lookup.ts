/**
 * `POST /api/membership/lookup` `{ route, membershipType, membershipId }` (proxy/OPERATIONS.md: HTTP API):
 * refuses any other entry, checks the lookup fields with the page's rules, looks the member up at
 * PayPro, and answers `200 { membershipNumber, companyName, emailOnFile, phoneOnFile }`: what the
 * details step shows, the contact details masked (`masked-contact.ts`: anyone can type an ID), nothing
 * more of the record and never a credential. Errors: 400 `invalid_request`, 404 `unknown_form`, 422
 * `invalid_fields`, 429 `rate_limited` (the member's budget, shared with the renewal: `member-budget.ts`),
 * 404 `membership_not_found`, 503/504 `gateway_unavailable` (see `findMember`).
 */
import type { AnswerOf } from '../../orgs/api-endpoints.ts';
import type { Middleware } from 'koa';
import type { RouteTarget } from '../../orgs/routes.ts';
import { membershipLookupRules } from '../../orgs/rules/index.ts';
import type { ProxyConfig } from '../config.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { requestTranslator } from '../middleware/request-language.ts';
import type { PayProClient } from '../paypro/index.ts';
import { checkedValues } from './checked-values.ts';
import { findMember } from './find-member.ts';
import { maskEmail, maskPhone } from './masked-contact.ts';
import type { MemberBudget } from './member-budget.ts';
import { membershipPage, readMembershipBody } from './membership-body.ts';

export interface MembershipRouteDeps {
  forms: ReadonlyMap<string, RouteTarget>;
  config: ProxyConfig;
  paypro: PayProClient;
  /** The tries per member the lookup and the renewal share. */
  memberBudget: MemberBudget;
}

export function membershipLookupRoute(deps: MembershipRouteDeps): Middleware<ProxyState> {
  return async (ctx) => {
    const translator = requestTranslator(ctx);
    const body = readMembershipBody(ctx.request.body, 'lookup', translator);
    const { org, form } = membershipPage(deps.forms, body.route, translator);
    // The lookup step's rules, built per request: a lookup is rate limited and its rules are two fields.
    const values = checkedValues(membershipLookupRules(form, translator).check(body.fields, 'submit'), translator);
    const member = await findMember({ ...deps, org, form, values, ctx, failureMessage: translator.t('rules.membershipLookupFailed') });
    const { consumer } = member;
    ctx.body = {
      membershipNumber: member.membershipNumber,
      companyName: consumer.name,
      emailOnFile: maskEmail(consumer.email),
      phoneOnFile: maskPhone(consumer.mobile),
    } satisfies AnswerOf<'membershipLookup'>;
  };
}
