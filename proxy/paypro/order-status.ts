import { parseEnvelope, statusMeaning, stringField } from './envelope.ts';
import { PayProError } from './errors.ts';
import type { WireResponse } from './transport.ts';
import type { OrderStatusResult } from './types.ts';

/**
 * Reads the answer of `GET /v2/ppro/ggos` (paypro.md §6.1). HTTP 401 is handled before this, by the
 * client's re-auth. Any envelope status is returned, not thrown (`03` = no such order); `orderStatus`
 * is element 1's OrderStatus upper-cased, since one plugin saw `Paid` (paypro.md §6.1).
 * Throws PayProError: `gateway_unauthorized` on HTTP 403; `gateway_bad_response` with httpStatus on
 * any other non-2xx or a body that is not an envelope. `orderMayExist` is always false.
 */
export function readOrderStatusAnswer(response: WireResponse): OrderStatusResult {
  const { status: httpStatus } = response;
  if (httpStatus === 403) {
    throw new PayProError('gateway_unauthorized', 'PayPro refused the order status call (HTTP 403)', { httpStatus });
  }
  if (httpStatus < 200 || httpStatus > 299) {
    throw new PayProError('gateway_bad_response', `PayPro answered the order status call with HTTP ${httpStatus}`, {
      httpStatus,
    });
  }
  const { status, data, raw } = parseEnvelope(response, 'the order status call', false);
  const orderStatus = stringField(data, 'OrderStatus')?.trim().toUpperCase();
  return {
    status,
    description: stringField(data, 'Description') ?? statusMeaning(status),
    ...(orderStatus ? { orderStatus } : {}),
    raw,
  };
}
