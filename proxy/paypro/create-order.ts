import { CALLS } from './calls.ts';
import { createdAmountsOf } from './created-amounts.ts';
import { parseEnvelope, statusMeaning, stringField } from './envelope.ts';
import { PayProError } from './errors.ts';
import { invoiceIdOf, payLinkOf } from './pay-link.ts';
import { shortDescription } from './record-fields.ts';
import type { WireResponse } from './transport.ts';
import type { CreateOrderResult, PayProOrderRequest } from './types.ts';

/**
 * Reads the answer of `POST /v2/ppro/co` (PROTOCOL.md "Create order", "Envelope and status codes"). HTTP 401 is handled before this, by the
 * client's re-auth.
 * - Status `00` with a pay link: accepted. The link is Click2Pay, else IframeClick2Pay or short_Click2Pay,
 *   else the marketplace page built from the PayProId (`payLinkOf`; `payLinkSource` says which).
 *   `payProId` is PayProId, else ConnectPayId (the same value under its legacy name); `orderNumber`
 *   falls back to the one sent; `amounts` is what the answer says of the order's amount (`createdAmountsOf`).
 * - Any other status: rejected, with the gateway's Description or the status's official meaning.
 * Throws PayProError:
 * - `gateway_unauthorized` on HTTP 403 (`orderMayExist` false);
 * - `gateway_bad_response` with httpStatus on any other non-2xx (`orderMayExist` true for 5xx, which
 *   may come after the order was stored), on a body that is not an envelope, on `00` with neither a
 *   link nor a PayProId (`orderMayExist` true: the gateway may well have created it), and on a Click2Pay
 *   link that is not a checkout link (`isCheckoutLink` with `marketplaceUrl`; `orderMayExist` true).
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
  const invoice = invoiceIdOf(data, ['PayProId', 'ConnectPayId']);
  const link = payLinkOf({ data, httpStatus, call: CALLS.createOrder }, invoice, marketplaceUrl);
  if (!link) {
    throw new PayProError('gateway_bad_response', 'PayPro answered create-order with status 00 but no pay link and no PayProId', {
      httpStatus,
      orderMayExist: true,
    });
  }
  const sentNumber = order[1].OrderNumber;
  return {
    ok: true,
    status: '00',
    click2Pay: link.url,
    payLinkSource: link.source,
    payProId: invoice?.id ?? '',
    orderNumber: stringField(data, 'OrderNumber') ?? (typeof sentNumber === 'string' ? sentNumber : ''),
    description: description ?? statusMeaning(status),
    amounts: createdAmountsOf(data, order[1]),
  };
}
