/**
 * What the donor hears when create-order got no usable answer. A timeout is a 504, anything else a 503,
 * both `gateway_unavailable`. When the order may exist at PayPro (PROTOCOL.md "Timeouts and retries": never resend blindly)
 * the message says the outcome is unknown and not to pay twice, and the body carries the `orderNumber`
 * and `orderMayExist: true`, which also tells the idempotency layer to keep the answer: a retry with the
 * same key gets it again instead of a second order.
 */
import type { Logger } from 'pino';
import { ApiError } from '../api-error.ts';
import { apiMessages } from '../api-messages.ts';
import { PayProError } from '../paypro/index.ts';

/**
 * Logs the failure with the order number, for follow-up, and returns the ApiError to throw. A
 * PayProError is logged at warn and answered by its `orderMayExist`; any other error (a bug, a failure
 * after the request may have left) is logged at error with its stack and answered as outcome unknown
 * (503 with `orderMayExist`), since the order may exist and a retry must not make a second one.
 */
export function gatewayFailure(err: unknown, orderNumber: string, log: Logger): ApiError {
  if (!(err instanceof PayProError)) {
    log.error({ err, orderNumber }, 'create-order failed unexpectedly; check this order at PayPro');
    return outcomeUnknown(503, orderNumber);
  }
  const { code, orderMayExist, httpStatus } = err;
  log.warn({ orderNumber, code, orderMayExist, httpStatus, reason: err.message }, 'create-order got no answer');
  const status = code === 'gateway_timeout' ? 504 : 503;
  if (orderMayExist) return outcomeUnknown(status, orderNumber);
  return new ApiError(status, 'gateway_unavailable', apiMessages.gatewayUnavailable);
}

function outcomeUnknown(status: number, orderNumber: string): ApiError {
  const message = apiMessages.gatewayOutcomeUnknown(orderNumber);
  return new ApiError(status, 'gateway_unavailable', message, { orderNumber, orderMayExist: true });
}
