/**
 * The marketplace pay page (PROTOCOL.md "Pay page"): `<marketplace>?bid=<encodeURIComponent(base64(PayProId))>`,
 * live `https://marketplace.paypro.com.pk/pyb`, sandbox `.../pyb-demo/`. The legacy create-order answer
 * may lack a Click2Pay link; the spec then builds this URL from its ConnectPayId (step 4).
 */

/** The pay page of each PayPro API host (PROTOCOL.md "Hosts and API generations", "Pay page"). */
const MARKETPLACE_BY_API_HOST: Record<string, string> = {
  'api.paypro.com.pk': 'https://marketplace.paypro.com.pk/pyb',
  'demoapi.paypro.com.pk': 'https://marketplace.paypro.com.pk/pyb-demo/',
};

/**
 * The `bid` value of a pay page link for `payProId` (a ConnectPayId or PayProId, e.g. `01102205600001` ->
 * `MDExMDIyMDU2MDAwMDE%3D`). PayPro itself writes the padding as `%3d`; both spellings decode alike.
 */
export function encodeBid(payProId: string): string {
  return encodeURIComponent(Buffer.from(payProId, 'utf8').toString('base64'));
}

/**
 * The pay page that belongs to an API base URL: PayPro's for its two hosts; for any other base, the
 * page the built-in simulator serves under it (`<base>/pyb-demo/`), since nothing else speaks this
 * protocol. Set the client's `marketplaceUrl` for anything else.
 */
export function marketplaceUrlFor(apiBaseUrl: string): string {
  const url = new URL(apiBaseUrl);
  return MARKETPLACE_BY_API_HOST[url.hostname] ?? `${apiBaseUrl.replace(/\/+$/, '')}/pyb-demo/`;
}

/**
 * Whether `link` may be where a donor is sent to pay: an https URL on PayPro's own domain
 * (`paypro.com.pk` or a host under it, e.g. marketplace.paypro.com.pk), or on the configured pay page's
 * origin (PAYPRO_MARKETPLACE_URL, or the simulator's under `forms serve`). A gateway answer, or a
 * tampered one, must never send a donor elsewhere (proxy/paypro/PROTOCOL.md#checked-answers).
 */
export function isCheckoutLink(link: string, marketplaceUrl: string): boolean {
  if (!URL.canParse(link)) return false;
  const url = new URL(link);
  const paypro = url.protocol === 'https:' && (url.hostname === 'paypro.com.pk' || url.hostname.endsWith('.paypro.com.pk'));
  return paypro || (URL.canParse(marketplaceUrl) && url.origin === new URL(marketplaceUrl).origin);
}

/** `marketplaceUrl` with `bid` for `payProId`, keeping any query the marketplace URL already has. */
export function payPageUrl(marketplaceUrl: string, payProId: string): string {
  const separator = marketplaceUrl.includes('?') ? '&' : '?';
  return `${marketplaceUrl}${separator}bid=${encodeBid(payProId)}`;
}
