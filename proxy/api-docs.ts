/**
 * The API table of proxy/OPERATIONS.md (between its `<!-- api -->` markers), written from the contract
 * (`API_ENDPOINTS`, orgs/api-endpoints.ts): each endpoint's routes with their methods and paths, the
 * keys of its request body, and its error codes; the words about each (examples, what an answer
 * means) are `NOTES` below. Pure; `cli/api-docs.ts` writes it (`npm run docs:api`), and a test fails
 * while the table is stale.
 */
import type { ApiRoute } from '../orgs/api-contract.ts';
import { API_ENDPOINTS, type EndpointName, servedRoute } from '../orgs/api-endpoints.ts';
import { HONEYPOT_FIELD } from '../orgs/honeypot.ts';
import { withSection } from './docs-section.ts';
import { settingFallback } from './env-settings.ts';

/** What a row says besides the declaration: after the request's routes and keys, and as its answers. */
interface EndpointNotes {
  request?: string;
  answers: string;
}

const NOTES: { readonly [K in EndpointName]: EndpointNotes } = {
  orders: {
    request:
      '`route` e.g. `/merchantform/jhrtrust`; `values` the form\'s fields by name, e.g. `{ "name", "email", "phoneNumber", "address", "amount", "currency", "donationType", "comments" }`',
    answers:
      "`200 { redirectUrl, orderNumber }`; `422 invalid_fields` with `fields: { <field>: <message> }`; `404 unknown_form`; `502 gateway_rejected` with PayPro's description; `503`/`504 gateway_unavailable`; `503 service_unavailable` when the ledger cannot be written (nothing was sent to PayPro)",
  },
  membershipLookup: {
    request: '`route` e.g. `/scci`',
    answers:
      "`200 { membershipNumber, companyName, emailOnFile, phoneOnFile }`, the two contact details masked (`a•••@t•••.com`, `03•••••••67`); `422 invalid_fields` (also for an ID whose letter belongs to another type); `404 unknown_form`; `404 membership_not_found` with PayPro's description or the not-found message; `503`/`504 gateway_unavailable`",
  },
  membershipOrders: {
    request: '`idCard` true or false',
    answers:
      '`200 { redirectUrl, orderNumber }`; the same errors, plus `502 gateway_rejected` and `503 service_unavailable`. An amount sent is refused (`400`): the proxy computes the dues. An empty `email` or `phone` is sent to PayPro empty, never the one on file (see "The membership renewal")',
  },
  accountRemoval: {
    request: '`route` e.g. `/merchant/deactive_package_or_account`',
    answers:
      '`202 { received: true }` once the request is written to disk (and, with `SMTP_URL`, the confirmation link emailed), the same for every valid address; `422 invalid_fields`; `404 unknown_form`',
  },
  removalConfirmation: {
    request: 'the emailed link `?token=…[&lang=ur]`, then its button posts `token`',
    answers:
      "the link's page and its confirm button (HTML), in the request's language: `200`, or `410` for a link unknown, used or expired; the button's `POST` answers `303` to the confirmed page below (so a reload posts nothing)",
  },
  removalNotices: {
    request: '`?route=<page route>[&lang=ur]`',
    answers:
      "the short pages saying a removal request was received (where a form posted without JavaScript goes) or confirmed (where the confirm button goes), naming the page's org: `200`",
  },
  orderStatus: {
    request: '`?route=<route>`',
    answers:
      '`200 { state, amount, currency, paidAt, reference }` for an order made on the form at `route`, and nothing about the donor (see "Payment truth"), with `receipt: { to, sent }` for a paid order whose receipt mail is sent or queued (the address masked, `a•••@t•••.com`; see "Mail"); `404 unknown_order` for an OrderNumber the ledger does not hold and, with the same body, for an order of another form or org and a request without `route`; rate-limited',
  },
  orderStatusByPayProId: {
    request: '`?route=<route>`',
    answers:
      "the same answer for the order of the form at `route` that PayPro numbered `<PayProId>` (digits, leading zeros kept; asked when PayPro's return lost our `order`, see \"What the donor sees\"); `404 unknown_order` for an id the ledger does not hold for that form, another form's or org's order, a request without `route`, and an id that is not 1 to 32 digits (never looked up); rate-limited with the one above",
  },
  orderStatusPage: {
    request: 'the second with `?order=<OrderNumber>[&route=<route>]`',
    answers:
      "the same as a short HTML page that works without JavaScript, naming the order's own org; with `route`, an order of another form is the not-found page; in Urdu at `…/page/ur` or with `&lang=ur`",
  },
  receiptPage: {
    request: 'the token of the link in the receipt mail (43 characters of base64url)',
    answers:
      "the receipt's printable page (A4 and phone, print or save as PDF), in the receipt's language, VOID across it once voided, SPECIMEN on a simulated payment's; `X-Robots-Tag: noindex`, `Referrer-Policy: no-referrer`; `404` with a page that names nothing for an unknown, replaced or malformed token (never looked up); rate-limited with the order status checks",
  },
  payProCallback: {
    request: 'at `PAYPRO_CALLBACK_PATH`, with a JSON or form-encoded body whatever its Content-Type, or a query',
    answers:
      "PayPro's server callback; every answer, an error included, is PayPro's array `[{ StatusCode, InvoiceID, Description }]`: `200`; `413` over 16 kB and `429` (with `Retry-After`), `400`, `405`, `415`, `500` with one item `01` or `02` (see \"PayPro's server callback\")",
  },
  healthz: { answers: '`200 { ok: true }` while the process answers (liveness; it reads nothing)' },
  readyz: {
    answers:
      '`200 { ready: true, checks: { database, migrations, reconciliation } }` while this process should get traffic; `503` with `ready: false` and the same checks, one of them failed: `database` `ok` or `unreachable` (a trivial query, 2 s at most), `migrations` `current`, `pending` or `unknown`, `reconciliation` `recent`, `stale` (no pass for three intervals) or `off` (see "Readiness")',
  },
};

/** The callback path the table shows: PAYPRO_CALLBACK_PATH's default, as the environment declares it. */
function callbackPath(): string {
  return settingFallback('PAYPRO_CALLBACK_PATH');
}

/** Path parameters as the table writes them: PayPro's terms, e.g. `<OrderNumber>`. */
const PARAMETER_NAMES: Readonly<Record<string, string>> = { orderNumber: 'OrderNumber', payProId: 'PayProId', lang: 'language' };

/** A route as the table writes it, e.g. `` `GET /api/orders/<OrderNumber>/status` ``. */
function routeText(name: EndpointName, route: ApiRoute): string {
  const { method, path } = servedRoute(name, route, callbackPath());
  const shown = path.replace(/:(\w+)/g, (_, parameter: string) => `<${PARAMETER_NAMES[parameter] ?? parameter}>`);
  return `\`${method} ${shown}\``;
}

/** The keys of `name`'s request body, e.g. `` `{ route, values }` ``, without the honeypot; '' when it reads none. */
function bodyText(name: EndpointName): string {
  const declared = API_ENDPOINTS[name];
  if (!('request' in declared)) return '';
  const keys = Object.keys(declared.request.shape).filter((key) => key !== HONEYPOT_FIELD);
  return ` \`{ ${keys.join(', ')} }\``;
}

/** Markdown-escapes a table cell. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The API table's markdown: one row per endpoint of the contract, in its order. */
export function apiTable(): string {
  const rows = (Object.keys(API_ENDPOINTS) as EndpointName[]).map((name) => {
    const { routes, errors } = API_ENDPOINTS[name];
    const { request, answers } = NOTES[name];
    const requestCell = `${routes.map((route) => routeText(name, route)).join(', ')}${bodyText(name)}${request ? `: ${request}` : ''}`;
    const codes = errors.map((code) => `\`${code}\``).join(', ') || '—';
    return `| ${cell(requestCell)} | ${cell(answers)} | ${codes} |`;
  });
  return ['| request | answers | error codes |', '|---|---|---|', ...rows].join('\n');
}

export const API_TABLE_START = '<!-- api: written by `npm run docs:api` from orgs/api-endpoints.ts -->';
export const API_TABLE_END = '<!-- /api -->';

/**
 * `document` (proxy/OPERATIONS.md) with the text between its API table markers replaced by `apiTable()`.
 * @throws Error when the markers are missing or out of order.
 */
export function withApiTable(document: string): string {
  return withSection(document, API_TABLE_START, API_TABLE_END, apiTable());
}
