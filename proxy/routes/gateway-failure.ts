/**
 * What the payer hears when a gateway call got no usable answer, for every route that calls PayPro.
 * A timeout is a 504, anything else a 503, both `gateway_unavailable`. Nothing is resent (PROTOCOL.md
 * "Timeouts and retries": never resend blindly). When the call may have created the order, the message
 * says the outcome is unknown and not to pay twice, and the body carries the `orderNumber` and
 * `orderMayExist: true`, and the error is kept by the idempotency layer (`ApiError.keep`): a retry with
 * the same key gets it again instead of a second order. For a membership renewal the member has paid nothing yet;
 * a new Submit with changed values makes a new invoice, the latest being the one payable against the
 * member's consumer id (PROTOCOL.md "Consumer lookup").
 */
import type { Logger } from 'pino';
import { ApiError } from '../api-error.ts';
import { PayProError } from '../paypro/index.ts';

export interface GatewayCall {
  /** The call, for the log, e.g. 'create-order', 'legacy create-order', 'consumer lookup'. */
  call: string;
  /** The order the call was creating; absent for a call that creates none (a lookup). */
  orderNumber?: string;
  /** What the payer reads when nothing can exist, e.g. the spec's text for the step. */
  unavailable: string;
  /** What the payer reads when the order may exist: its number, and not to pay twice. */
  outcomeUnknown: (orderNumber: string) => string;
}

/**
 * Logs the failure with the call and order number, for follow-up, and returns the error to throw. A
 * PayProError is logged at warn and answered by its `orderMayExist`. Any other error (a bug, a failure
 * after the request may have left) is logged at error with its stack: for a call creating an order it
 * is answered as outcome unknown (503 with `orderMayExist`: a retry must not make a second one); for a
 * lookup it is returned as it is, for the error handler's 500, since no order was sent.
 */
export function gatewayFailure(err: unknown, log: Logger, failed: GatewayCall): unknown {
  const { call, orderNumber } = failed;
  if (!(err instanceof PayProError)) {
    if (orderNumber === undefined) {
      log.warn({ call }, `${call} failed unexpectedly`);
      return err;
    }
    log.error({ err, call, orderNumber }, `${call} failed unexpectedly; check this order at PayPro`);
    return outcomeUnknown(503, orderNumber, failed);
  }
  const { code, orderMayExist, httpStatus } = err;
  log.warn({ call, orderNumber, code, orderMayExist, httpStatus, reason: err.message }, `${call} got no answer`);
  const status = code === 'gateway_timeout' ? 504 : 503;
  if (orderMayExist && orderNumber !== undefined) return outcomeUnknown(status, orderNumber, failed);
  return new ApiError(status, 'gateway_unavailable', failed.unavailable);
}

function outcomeUnknown(status: number, orderNumber: string, failed: GatewayCall): ApiError {
  return new ApiError(status, 'gateway_unavailable', failed.outcomeUnknown(orderNumber), { orderNumber, orderMayExist: true }, true);
}
