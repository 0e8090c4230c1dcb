/**
 * `POST /api/orders` (proxy/OPERATIONS.md: HTTP API): checks the donor's values with the form's rules,
 * creates the order at PayPro with the form's merchant account, and answers
 * `200 { redirectUrl, orderNumber }`. Errors: 400 `invalid_request` (body shape, an unknown top-level
 * key), 404 `unknown_form` (also
 * for the membership renewal page, which has its own calls, and for the pages that take no payment),
 * 422 `invalid_fields` (a failing field, or a key in `values` the form does not have; the gateway is
 * not called), 502 `gateway_rejected` (any status but '00'; only '00' is success, the README's decisions), 503/504
 * `gateway_unavailable`, 503 `service_unavailable` (the ledger cannot be written; nothing was sent).
 * The order is written to the ledger before create-order is sent and updated with the outcome
 * (`sendRecorded`).
 */
import type { AnswerOf } from '../../orgs/api-endpoints.ts';
import type { Middleware } from 'koa';
import { isOrderForm, kindOf } from '../../orgs/kinds.ts';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { rulesFor, strictCheck } from '../../orgs/rules/index.ts';
import { ApiError } from '../api-error.ts';
import type { ProxyConfig } from '../config.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { requestOrgTranslator, requestTranslator } from '../middleware/request-language.ts';
import { buildOrderRequest } from '../orders/build-order.ts';
import { withCallbackUrl } from '../orders/callback-url.ts';
import { accountFor } from '../orders/merchant-account.ts';
import { orderEntryOf } from '../ledger/order-entry.ts';
import { sendRecorded, type WriteAheadDeps } from '../ledger/write-ahead.ts';
import { ledgerUnavailableAnswer } from './ledger-unavailable.ts';
import type { PayProClient } from '../paypro/index.ts';
import { checkedValues } from './checked-values.ts';
import { gatewayFailure } from './gateway-failure.ts';
import { readBody } from './request-body.ts';
import { requestCallbackUrl } from './request-callback-url.ts';

export interface OrdersRouteDeps {
  forms: ReadonlyMap<string, RouteTarget>;
  config: ProxyConfig;
  paypro: PayProClient;
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

export function ordersRoute(deps: OrdersRouteDeps): Middleware<ProxyState> {
  return async (ctx) => {
    const translator = requestTranslator(ctx);
    const body = readBody('orders', ctx.request.body, 'api.badOrderBody', translator);
    const target = findForm(deps.forms, body.route);
    if (!target) throw new ApiError(404, 'unknown_form', translator.t('api.unknownForm'));
    const { org, form } = target;
    if (!isOrderForm(form)) {
      // The renewal page pays through /api/membership/orders, which looks the member up first; the
      // other kinds take no payment at all.
      const message = kindOf(form).payment === 'membership' ? 'api.notAnOrderForm' : 'api.takesNoPayment';
      throw new ApiError(404, 'unknown_form', translator.t(message, { route: form.route }));
    }
    // The form's messages with the org's texts (its labels, its own messages) in the request's language.
    const formTranslator = requestOrgTranslator(ctx, org);
    const values = checkedValues(strictCheck(rulesFor(form, formTranslator), body.values, formTranslator), formTranslator);

    const account = accountFor(form, values);
    const creds = deps.config.credentials(org.id, account);
    const orderNumber = deps.newOrderNumber();
    const order = buildOrderRequest({ form, values, merchantId: creds.merchantId, orderNumber, now: deps.now() });
    // Before the order exists: a request whose page cannot be placed fails without leaving an order.
    const callbackUrl = requestCallbackUrl(ctx, org, form, deps.allowedOrigins, orderNumber);
    const log = ctx.state.log;
    const entry = orderEntryOf(order[1], {
      org: org.id,
      route: form.route,
      formKind: form.kind,
      account,
      protocol: 'v2',
      ...ctx.state.idempotency,
      language: ctx.state.language,
    });
    const { result, outcome } = await sendRecorded(
      { ledger: deps.ledger, inFlight: deps.inFlight, log, metrics: deps.metrics },
      entry,
      () => deps.paypro.createOrder(creds, order),
      (answer) =>
        answer.ok
          ? {
              kind: 'created',
              payProId: answer.payProId,
              redirectUrl: withCallbackUrl(answer.click2Pay, callbackUrl),
              amounts: answer.amounts,
            }
          : { kind: 'rejected', status: answer.status, description: answer.description },
    ).catch((err: unknown) => {
      throw (
        ledgerUnavailableAnswer(err, translator) ??
        gatewayFailure(err, log, {
          call: 'create-order',
          orderNumber,
          unavailable: translator.t('api.gatewayUnavailable'),
          outcomeUnknown: (orderNumber) => translator.t('api.gatewayOutcomeUnknown', { orderNumber }),
        })
      );
    });
    if (outcome.kind === 'rejected') {
      log.info({ orderNumber, status: outcome.status }, 'create-order rejected');
      throw new ApiError(502, 'gateway_rejected', outcome.description, { status: outcome.status }, true);
    }
    // Which field the donor's link came from: Click2Pay, or a fallback when the answer had none (PROTOCOL.md "Pay page").
    const payLink = result.ok ? result.payLinkSource : undefined;
    log.info({ orderNumber, payProId: outcome.payProId, org: org.id, route: form.route, payLink }, 'order created');
    ctx.body = { redirectUrl: outcome.redirectUrl, orderNumber } satisfies AnswerOf<'orders'>;
  };
}
