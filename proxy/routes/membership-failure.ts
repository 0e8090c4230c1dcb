/**
 * What the member hears when a membership call got no usable answer (spec section 8): `message` (the
 * spec's text for the step), as 504 `gateway_unavailable` after a timeout and 503 otherwise. Nothing is
 * resent (paypro.md §13); when the legacy create-order may have created the order, the answer carries
 * its `orderNumber` and `orderMayExist: true` (kept for retries with the same idempotency key) and the
 * log says so: the member has paid nothing yet, and a new Submit with changed values makes a new invoice,
 * the latest being the one payable against the member's consumer id (paypro.md §8).
 */
import type { Logger } from 'pino';
import { ApiError } from '../api-error.ts';
import { PayProError } from '../paypro/index.ts';

/**
 * Logs the failure at warn with `context` (e.g. the order number) and returns the error to throw: an
 * ApiError for a PayProError, `err` itself otherwise (the error handler turns it into a 500).
 */
export function membershipFailure(
  err: unknown,
  message: string,
  log: Logger,
  context: { call: string; orderNumber?: string },
): unknown {
  if (!(err instanceof PayProError)) {
    log.warn(context, 'membership call failed unexpectedly');
    return err;
  }
  const { code, orderMayExist, httpStatus } = err;
  log.warn({ ...context, code, orderMayExist, httpStatus, reason: err.message }, 'membership call got no answer');
  const details = orderMayExist && context.orderNumber ? { orderNumber: context.orderNumber, orderMayExist } : {};
  return new ApiError(code === 'gateway_timeout' ? 504 : 503, 'gateway_unavailable', message, details);
}
