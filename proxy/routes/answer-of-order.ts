/**
 * The answer a request would have had, rebuilt from the order it left in the ledger: for a repeated
 * request whose first run died with its process (see `database-idempotency-store.ts`). The same shapes
 * the order routes answer with. Its messages are in the language of the request that asks again (the
 * ledger does not record that of the request that made the order; a repeat comes from the same page).
 */
import type { OrderCreated } from '../../orgs/api-contract.ts';
import { ApiError } from '../api-error.ts';
import type { Translator } from '../../orgs/i18n/translator.ts';
import type { KeptAnswer } from '../idempotency/idempotency-store.ts';
import type { OrderRow } from '../ledger/tables.ts';

/**
 * The answer for `order`, its messages by `translator`, or undefined when its request may simply run again (PayPro never received
 * it: `rejected` without an envelope status).
 * - `pending` / `unknown`: 503 `gateway_unavailable` with `orderMayExist` (outcome unknown: never a
 *   second order);
 * - `rejected` by PayPro: 502 `gateway_rejected` with its Description and status;
 * - any later state: 200 with the pay link it was given.
 */
export function answerOfOrder(order: OrderRow, translator: Translator): KeptAnswer | undefined {
  const orderNumber = order.order_number;
  switch (order.state) {
    case 'pending':
    case 'unknown': {
      const key = order.form_kind === 'membership-renewal' ? 'api.membershipOutcomeUnknown' : 'api.gatewayOutcomeUnknown';
      const message = translator.t(key, { orderNumber });
      return { status: 503, body: new ApiError(503, 'gateway_unavailable', message, { orderNumber, orderMayExist: true }).toBody() };
    }
    case 'rejected': {
      if (!order.gateway_status) return undefined;
      const error = new ApiError(502, 'gateway_rejected', order.gateway_description ?? '', { status: order.gateway_status });
      return { status: 502, body: error.toBody() };
    }
    default:
      return order.redirect_url
        ? { status: 200, body: { redirectUrl: order.redirect_url, orderNumber } satisfies OrderCreated }
        : undefined;
  }
}
