/**
 * `POST /api/orders` (DESIGN.md: proxy HTTP API): checks the donor's values with the form's rules,
 * creates the order at PayPro with the form's merchant account, and answers
 * `200 { redirectUrl, orderNumber }`. Errors: 400 `invalid_request` (body shape), 404 `unknown_form`
 * (also for the membership renewal page, which has its own calls, and for the pages that take no
 * payment), 422 `invalid_fields` (the gateway is not called), 502 `gateway_rejected` (any status but
 * '00'; only '00' is success, DESIGN.md), 503/504 `gateway_unavailable`.
 */
import type { Middleware } from 'koa';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { rulesFor } from '../../orgs/rules/index.ts';
import { ApiError } from '../api-error.ts';
import { apiMessages } from '../api-messages.ts';
import type { ProxyConfig } from '../config.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { buildOrderRequest } from '../orders/build-order.ts';
import { withCallbackUrl } from '../orders/callback-url.ts';
import { accountFor } from '../orders/merchant-account.ts';
import type { PayProClient } from '../paypro/index.ts';
import { gatewayFailure } from './gateway-failure.ts';
import { readOrderBody } from './order-body.ts';
import { requestCallbackUrl } from './request-callback-url.ts';

export interface OrdersRouteDeps {
  forms: ReadonlyMap<string, RouteTarget>;
  config: ProxyConfig;
  paypro: PayProClient;
  now: () => Date;
  newOrderNumber: () => string;
}

export function ordersRoute(deps: OrdersRouteDeps): Middleware<ProxyState> {
  return async (ctx) => {
    const body = readOrderBody(ctx.request.body);
    const target = findForm(deps.forms, body.route);
    if (!target) throw new ApiError(404, 'unknown_form', apiMessages.unknownForm(body.route));
    const { org, form } = target;
    // The renewal page pays through /api/membership/orders, which looks the member up first.
    if (form.kind === 'membership-renewal') {
      throw new ApiError(404, 'unknown_form', apiMessages.notAnOrderForm(form.route));
    }
    // The account removal, sample contribution and card checkout pages take no payment through here.
    if (form.kind === 'account-removal' || form.kind === 'sample-contribution' || form.kind === 'card-checkout') {
      throw new ApiError(404, 'unknown_form', apiMessages.takesNoPayment(form.route));
    }
    const checked = rulesFor(form).check(body.values, 'submit');
    if (!checked.ok) throw new ApiError(422, 'invalid_fields', apiMessages.invalidFields, { fields: checked.errors });

    const creds = deps.config.credentials(org.id, accountFor(form, checked.values));
    const orderNumber = deps.newOrderNumber();
    const order = buildOrderRequest({
      form,
      values: checked.values,
      merchantId: creds.merchantId,
      orderNumber,
      now: deps.now(),
    });
    const result = await deps.paypro.createOrder(creds, order).catch((err: unknown) => {
      throw gatewayFailure(err, orderNumber, ctx.state.log);
    });
    if (!result.ok) {
      ctx.state.log.info({ orderNumber, status: result.status }, 'create-order rejected');
      throw new ApiError(502, 'gateway_rejected', result.description, { status: result.status });
    }
    ctx.state.log.info({ orderNumber, payProId: result.payProId, org: org.id, route: form.route }, 'order created');
    const callbackUrl = requestCallbackUrl(ctx, org, form.route, form.callback);
    ctx.body = { redirectUrl: withCallbackUrl(result.click2Pay, callbackUrl), orderNumber };
  };
}
