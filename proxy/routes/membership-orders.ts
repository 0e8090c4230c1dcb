/**
 * `POST /api/membership/orders` `{ route, membershipType, membershipId, idCard, email, phone }`
 * (proxy/OPERATIONS.md: HTTP API): checks the page's fields, looks the member up again (the name, consumer
 * code and membership number come from PayPro, not the page), computes the dues from the org file,
 * creates the order with `/cpay/co` and answers `200 { redirectUrl, orderNumber }`: the Click2Pay link,
 * else the marketplace page with `bid`, plus callback_url where the page has one. Errors: as the
 * lookup, with the spec's payment message for 503/504; 502 `gateway_rejected` with the gateway's
 * Description, else 'Error occurred in invoice creation'; 429 `rate_limited` when the member's budget,
 * shared with the lookup, is spent (`member-budget.ts`). Any entry besides the page's
 * is a 400 (an amount or a fee included: the server decides the dues). The order is written to the
 * ledger before /cpay/co is sent and updated with the outcome (`sendRecorded`).
 *
 * CustomerEmail and CustomerMobile are only what the member typed: an email or phone left empty is
 * sent empty, never filled in from PayPro's record. Anyone may type a member's ID and reach the
 * checkout, and PayPro's pay page (the simulator's too) may show the order's email to whoever holds
 * the link, which would undo the lookup's masking; an on-file address would also let strangers have
 * PayPro send the member notice after notice. PayPro takes empty values and then sends no email or SMS
 * (PROTOCOL.md "Create order"), so a member who wants PayPro's notices types the address or number.
 * Neither the answer nor any link the proxy hands out carries a contact detail.
 */
import type { AnswerOf } from '../../orgs/api-endpoints.ts';
import type { Middleware } from 'koa';
import { rulesFor } from '../../orgs/rules/index.ts';
import { ApiError } from '../api-error.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { requestOrgTranslator, requestTranslator } from '../middleware/request-language.ts';
import { withCallbackUrl } from '../orders/callback-url.ts';
import { buildMembershipOrder } from '../orders/membership-order.ts';
import { orderEntryOf } from '../ledger/order-entry.ts';
import { sendRecorded, type WriteAheadDeps } from '../ledger/write-ahead.ts';
import { ledgerUnavailableAnswer } from './ledger-unavailable.ts';
import { checkedValues } from './checked-values.ts';
import { findMember } from './find-member.ts';
import { membershipPage, readMembershipBody } from './membership-body.ts';
import { gatewayFailure } from './gateway-failure.ts';
import type { MembershipRouteDeps } from './membership-lookup.ts';
import { requestCallbackUrl } from './request-callback-url.ts';

export interface MembershipOrdersDeps extends MembershipRouteDeps {
  now: () => Date;
  newOrderNumber: () => string;
  /** Where every order is written before it is sent, and what became of it. */
  ledger: WriteAheadDeps['ledger'];
  /** This process's orders whose create-order call is under way. */
  inFlight: WriteAheadDeps['inFlight'];
  /** Counts each order sent by its outcome; default none. */
  metrics?: WriteAheadDeps['metrics'];
  /** Origins whose pages may post here (`corsOriginsOf`): the thank-you callback may follow them. */
  allowedOrigins: ReadonlySet<string>;
}

export function membershipOrdersRoute(deps: MembershipOrdersDeps): Middleware<ProxyState> {
  return async (ctx) => {
    const log = ctx.state.log;
    const translator = requestTranslator(ctx);
    const body = readMembershipBody(ctx.request.body, 'renewal', translator);
    const { org, form } = membershipPage(deps.forms, body.route, translator);
    const formTranslator = requestOrgTranslator(ctx, org);
    const values = checkedValues(rulesFor(form, formTranslator).check(body.fields, 'submit'), formTranslator);
    const failureMessage = translator.t('rules.membershipPaymentFailed');
    const member = await findMember({ ...deps, org, form, values, ctx, failureMessage });

    const orderNumber = deps.newOrderNumber();
    const order = buildMembershipOrder({
      form,
      ...member,
      email: values.email ?? '',
      phone: values.phone ?? '',
      idCard: body.idCard,
      orderNumber,
      now: deps.now(),
    });
    const creds = deps.config.legacyCredentials(org.id, member.type.account);
    // Before the order exists: a request whose page cannot be placed fails without leaving an order.
    const callbackUrl = requestCallbackUrl(ctx, org, form, deps.allowedOrigins, orderNumber);
    const entry = orderEntryOf(order, {
      org: org.id,
      route: form.route,
      formKind: form.kind,
      account: member.type.account,
      protocol: 'legacy',
      ...ctx.state.idempotency,
      language: ctx.state.language,
    });
    const { result, outcome } = await sendRecorded(
      { ledger: deps.ledger, inFlight: deps.inFlight, log, metrics: deps.metrics },
      entry,
      () => deps.paypro.createLegacyOrder(creds, order),
      (answer) =>
        answer.ok
          ? { kind: 'created', payProId: answer.connectPayId, redirectUrl: withCallbackUrl(answer.payPageUrl, callbackUrl) }
          : { kind: 'rejected', status: answer.status, description: answer.description ?? translator.t('rules.invoiceRejected') },
    ).catch((err: unknown) => {
      throw (
        ledgerUnavailableAnswer(err, translator) ??
        gatewayFailure(err, log, {
          call: 'legacy create-order',
          orderNumber,
          unavailable: failureMessage,
          outcomeUnknown: (orderNumber) => translator.t('api.membershipOutcomeUnknown', { orderNumber }),
        })
      );
    });
    if (outcome.kind === 'rejected') {
      log.info({ orderNumber, status: outcome.status }, 'membership order rejected');
      throw new ApiError(502, 'gateway_rejected', outcome.description, { status: outcome.status }, true);
    }
    const payPage = result.ok && result.click2Pay ? 'click2pay' : 'bid';
    log.info({ orderNumber, connectPayId: outcome.payProId, org: org.id, route: form.route, payPage }, 'membership order created');
    ctx.body = { redirectUrl: outcome.redirectUrl, orderNumber } satisfies AnswerOf<'membershipOrders'>;
  };
}
