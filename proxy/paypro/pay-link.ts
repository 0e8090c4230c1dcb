import type { PayProCall } from './calls.ts';
import { PayProError } from './errors.ts';
import { isCheckoutLink, payPageUrl } from './pay-page.ts';
import { textField } from './record-fields.ts';

/**
 * Which field of a create-order answer the payer's link came from (PROTOCOL.md "Pay page"): one of the
 * three link fields, or the invoice id the marketplace link was built from (`PayProId` on v2,
 * `ConnectPayId` on the legacy call, whichever key carried it).
 */
export type PayLinkSource = 'Click2Pay' | 'IframeClick2Pay' | 'short_Click2Pay' | 'PayProId' | 'ConnectPayId';

export interface PayLink {
  /** Where the payer is sent: a checkout link (`isCheckoutLink`). */
  url: string;
  source: PayLinkSource;
}

/** The link fields after Click2Pay, in the order they are tried (PROTOCOL.md "Pay page"). */
const FALLBACK_FIELDS = ['IframeClick2Pay', 'short_Click2Pay'] as const;

/** What `payLinkOf` reads: element 1 of a `00` create-order answer, and where it came from (for errors). */
export interface LinkAnswer {
  data: Record<string, unknown>;
  httpStatus: number;
  call: PayProCall;
}

/**
 * The payer's link from a `00` create-order answer, v2 or legacy (PROTOCOL.md "Pay page", "Checked
 * answers"), first found in this order:
 * 1. `Click2Pay`;
 * 2. `IframeClick2Pay`, then `short_Click2Pay`, which public integrations fall back to;
 * 3. the marketplace page `marketplaceUrl?bid=...` built from `invoice` (the PayProId or ConnectPayId the
 *    answer carried, with its key as `source`).
 * A field counts only when it holds a web (http/https) address; any other value is passed over. A
 * Click2Pay web address that is not a checkout link (`isCheckoutLink`: https on PayPro's domain or on the
 * pay page's origin) throws PayProError `gateway_bad_response` with `orderMayExist` (the answer cannot be
 * trusted, and the order may exist), naming only its host; such a fallback link is passed over instead,
 * since nothing public shows where those links point. Returns undefined when no link can be had.
 */
export function payLinkOf(answer: LinkAnswer, invoice: InvoiceId | undefined, marketplaceUrl: string): PayLink | undefined {
  const click2Pay = webAddress(textField(answer.data, 'Click2Pay'));
  if (click2Pay) {
    if (isCheckoutLink(click2Pay, marketplaceUrl)) return { url: click2Pay, source: 'Click2Pay' };
    throw new PayProError(
      'gateway_bad_response',
      `PayPro answered ${answer.call.name} with a Click2Pay link to ${new URL(click2Pay).host}, which is not a checkout`,
      { httpStatus: answer.httpStatus, orderMayExist: true },
    );
  }
  for (const field of FALLBACK_FIELDS) {
    const link = webAddress(textField(answer.data, field));
    if (link && isCheckoutLink(link, marketplaceUrl)) return { url: link, source: field };
  }
  return invoice ? { url: payPageUrl(marketplaceUrl, invoice.id), source: invoice.source } : undefined;
}

/** An invoice id and the key of the answer that held it. */
export interface InvoiceId {
  id: string;
  source: 'PayProId' | 'ConnectPayId';
}

/**
 * The first of `keys` (any letter case) that element 1 of a create-order answer holds: PayProId and
 * ConnectPayId name the same invoice id on the two API generations (PROTOCOL.md "Create order").
 */
export function invoiceIdOf(data: Record<string, unknown>, keys: readonly InvoiceId['source'][]): InvoiceId | undefined {
  for (const source of keys) {
    const id = textField(data, source);
    if (id) return { id, source };
  }
  return undefined;
}

/** `value` when it is an absolute http(s) URL; anything else is no address a payer could be sent to. */
function webAddress(value: string | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:' ? value : undefined;
}
