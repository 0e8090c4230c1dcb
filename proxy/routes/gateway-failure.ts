/**
 * What the donor hears when create-order got no usable answer. A timeout is a 504, anything else a 503,
 * both `gateway_unavailable`. When the order may exist at PayPro (paypro.md §13: never resend blindly)
 * the message says the outcome is unknown and not to pay twice, and the body carries the `orderNumber`
 * and `orderMayExist: true`, which also tells the idempotency layer to keep the answer: a retry with the
 * same key gets it again instead of a second order.
 */
import type { Logger } from 'pino';
import { ApiError } from '../api-error.ts';
import { apiMessages } from '../api-messages.ts';
import { PayProError } from '../paypro/index.ts';

/**
 * Logs the order number at warn, for follow-up, and returns the error to throw: an ApiError for a
 * PayProError, `err` itself otherwise (the error handler turns it into a 500).
 */
export function gatewayFailure(err: unknown, orderNumber: string, log: Logger): unknown {
  if (!(err instanceof PayProError)) {
    log.warn({ orderNumber }, 'create-order failed unexpectedly; check this order at PayPro');
    return err;
  }
  const { code, orderMayExist, httpStatus } = err;
  log.warn({ orderNumber, code, orderMayExist, httpStatus, reason: err.message }, 'create-order got no answer');
  const status = code === 'gateway_timeout' ? 504 : 503;
  return orderMayExist
    ? new ApiError(status, 'gateway_unavailable', apiMessages.gatewayOutcomeUnknown(orderNumber), { orderNumber, orderMayExist })
    : new ApiError(status, 'gateway_unavailable', apiMessages.gatewayUnavailable);
}
