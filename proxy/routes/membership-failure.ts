/**
 * What the member hears when a membership call got no usable answer: `message` (the
 * spec's text for the step), as 504 `gateway_unavailable` after a timeout and 503 otherwise; when the
 * invoice may exist, the warning not to pay twice with its order number instead (as the donation forms
 * say it). Nothing is
 * resent (PROTOCOL.md "Timeouts and retries"); when the legacy create-order may have created the order, the answer carries
 * its `orderNumber` and `orderMayExist: true` (kept for retries with the same idempotency key) and the
 * log says so: the member has paid nothing yet, and a new Submit with changed values makes a new invoice,
 * the latest being the one payable against the member's consumer id (PROTOCOL.md "Consumer lookup").
 */
import type { Logger } from 'pino';
import { ApiError } from '../api-error.ts';
import { apiMessages } from '../api-messages.ts';
import { PayProError } from '../paypro/index.ts';

/**
 * Logs the failure with `context` and returns the error to throw. A PayProError is logged at warn and
 * becomes an ApiError. Any other error after the create-order call (`context.orderNumber` given) is
 * logged at error with its stack and becomes a 503 with `orderMayExist`: the order may exist, so a retry
 * must not make a second one. After the lookup it is returned as it is, for the error handler's 500
 * (and its error log): no order was sent, so a retry is safe.
 */
export function membershipFailure(
  err: unknown,
  message: string,
  log: Logger,
  context: { call: string; orderNumber?: string },
): unknown {
  const { orderNumber } = context;
  if (!(err instanceof PayProError)) {
    if (orderNumber === undefined) {
      log.warn(context, 'membership call failed unexpectedly');
      return err;
    }
    log.error({ err, ...context }, 'membership call failed unexpectedly; check this order at PayPro');
    const unknown = apiMessages.membership.outcomeUnknown(orderNumber);
    return new ApiError(503, 'gateway_unavailable', unknown, { orderNumber, orderMayExist: true });
  }
  const { code, orderMayExist, httpStatus } = err;
  log.warn({ ...context, code, orderMayExist, httpStatus, reason: err.message }, 'membership call got no answer');
  const mayExist = orderMayExist && orderNumber !== undefined;
  const details = mayExist ? { orderNumber, orderMayExist } : {};
  const said = mayExist ? apiMessages.membership.outcomeUnknown(orderNumber) : message;
  return new ApiError(code === 'gateway_timeout' ? 504 : 503, 'gateway_unavailable', said, details);
}
