import { CALLS } from './calls.ts';
import { parseEnvelope } from './envelope.ts';
import { PayProError } from './errors.ts';
import { invoiceIdOf, payLinkOf } from './pay-link.ts';
import { descriptionIn, textField } from './record-fields.ts';
import type { WireResponse } from './transport.ts';
import type { LegacyOrderResult } from './types.ts';

/**
 * Reads the answer of `POST /cpay/co?oJson=` (PROTOCOL.md "Legacy create order"): `[0].Status`, `[1].Description`,
 * `[1].ConnectPayId`, `[1].Click2Pay`. `orderNumber` is the one sent; `marketplaceUrl` the pay page
 * used when the answer carries no Click2Pay link (PROTOCOL.md "Pay page").
 * - Status `00` with a ConnectPayId (or PayProId): accepted; `payPageUrl` is Click2Pay, else
 *   IframeClick2Pay or short_Click2Pay, else the marketplace page with `bid` (`payLinkOf`;
 *   `payLinkSource` says which).
 * - Any other status: rejected, with the gateway's Description if any.
 * Throws PayProError: `gateway_unauthorized` on HTTP 401/403 (`orderMayExist` false);
 * `gateway_bad_response` on any other non-2xx (`orderMayExist` true for 5xx), on a body that is not an
 * envelope, on `00` without an id (`orderMayExist` true: the order may well exist), and on a Click2Pay
 * web address that is not a checkout link (`isCheckoutLink`; `orderMayExist` true).
 */
export function readLegacyOrderAnswer(response: WireResponse, orderNumber: string, marketplaceUrl: string): LegacyOrderResult {
  const { status: httpStatus } = response;
  if (httpStatus === 401 || httpStatus === 403) {
    throw new PayProError('gateway_unauthorized', `PayPro refused ${CALLS.legacyCreateOrder.name} (HTTP ${httpStatus})`, { httpStatus });
  }
  if (httpStatus < 200 || httpStatus > 299) {
    throw new PayProError('gateway_bad_response', `PayPro answered ${CALLS.legacyCreateOrder.name} with HTTP ${httpStatus}`, {
      httpStatus,
      orderMayExist: httpStatus >= 500,
    });
  }
  const { status, data, raw } = parseEnvelope(response, CALLS.legacyCreateOrder);
  if (status !== '00') {
    // Element 1 is where the official answers carry it (PROTOCOL.md "Create order"); element 0 as with gcd.
    const description = descriptionIn([data, ...(raw as unknown[])]);
    return { ok: false, status, ...(description ? { description } : {}) };
  }
  const invoice = invoiceIdOf(data, ['ConnectPayId', 'PayProId']);
  if (!invoice) {
    throw new PayProError('gateway_bad_response', `PayPro answered ${CALLS.legacyCreateOrder.name} with status 00 but no ConnectPayId`, {
      httpStatus,
      orderMayExist: true,
    });
  }
  // Never undefined: the invoice id is there to build the marketplace link from.
  const link = payLinkOf({ data, httpStatus, call: CALLS.legacyCreateOrder }, invoice, marketplaceUrl)!;
  return {
    ok: true,
    status: '00',
    connectPayId: invoice.id,
    ...(link.source === 'Click2Pay' ? { click2Pay: link.url } : {}),
    payPageUrl: link.url,
    payLinkSource: link.source,
    orderNumber: textField(data, 'OrderNumber') ?? orderNumber,
  };
}
