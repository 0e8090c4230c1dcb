import { CALLS } from './calls.ts';
import { parseEnvelope, statusMeaning, stringField } from './envelope.ts';
import { PayProError } from './errors.ts';
import { isCheckoutLink } from './pay-page.ts';
import { shortDescription } from './record-fields.ts';
import type { WireResponse } from './transport.ts';
import type { CreateOrderResult, PayProOrderRequest } from './types.ts';

/**
 * Reads the answer of `POST /v2/ppro/co` (PROTOCOL.md "Create order", "Envelope and status codes"). HTTP 401 is handled before this, by the
 * client's re-auth.
 * - Status `00` with a Click2Pay link: accepted. `payProId` is PayProId, else ConnectPayId (the same
 *   value under its legacy name); `orderNumber` falls back to the one sent.
 * - Any other status: rejected, with the gateway's Description or the status's official meaning.
 * Throws PayProError:
 * - `gateway_unauthorized` on HTTP 403 (`orderMayExist` false);
 * - `gateway_bad_response` with httpStatus on any other non-2xx (`orderMayExist` true for 5xx, which
 *   may come after the order was stored), on a body that is not an envelope, and on `00` without a
 *   Click2Pay link (`orderMayExist` true: the gateway may well have created it), and on a Click2Pay link
 *   that is not a checkout link (`isCheckoutLink` with `marketplaceUrl`; `orderMayExist` true).
 */
export function readCreateOrderAnswer(response: WireResponse, order: PayProOrderRequest, marketplaceUrl: string): CreateOrderResult {
  const { status: httpStatus } = response;
  if (httpStatus === 403) {
    throw new PayProError('gateway_unauthorized', 'PayPro refused create-order (HTTP 403)', { httpStatus });
  }
  if (httpStatus < 200 || httpStatus > 299) {
    throw new PayProError('gateway_bad_response', `PayPro answered create-order with HTTP ${httpStatus}`, {
      httpStatus,
      orderMayExist: httpStatus >= 500,
    });
  }
  const { status, data } = parseEnvelope(response, CALLS.createOrder);
  const description = shortDescription(stringField(data, 'Description'));
  if (status !== '00') {
    return { ok: false, status, description: description ?? statusMeaning(status) };
  }
  const click2Pay = stringField(data, 'Click2Pay');
  if (!click2Pay) {
    throw new PayProError('gateway_bad_response', 'PayPro answered create-order with status 00 but no Click2Pay link', {
      httpStatus,
      orderMayExist: true,
    });
  }
  if (!isCheckoutLink(click2Pay, marketplaceUrl)) {
    const host = URL.canParse(click2Pay) ? new URL(click2Pay).host : 'an unreadable address';
    throw new PayProError(
      'gateway_bad_response',
      `PayPro answered create-order with a Click2Pay link to ${host}, which is not a checkout`,
      {
        httpStatus,
        orderMayExist: true,
      },
    );
  }
  const sentNumber = order[1].OrderNumber;
  return {
    ok: true,
    status: '00',
    click2Pay,
    payProId: stringField(data, 'PayProId') ?? stringField(data, 'ConnectPayId') ?? '',
    orderNumber: stringField(data, 'OrderNumber') ?? (typeof sentNumber === 'string' ? sentNumber : ''),
    description: description ?? statusMeaning(status),
  };
}
