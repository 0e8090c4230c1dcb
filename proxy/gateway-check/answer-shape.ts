/**
 * The shape of a PayPro answer, for `forms paypro check`: what an operator compares with
 * proxy/paypro/PROTOCOL.md without the check printing anything that identifies anyone. Field names and
 * JSON types are shown, never values, except the protocol's own codes: an envelope's `Status`, an
 * `OrderStatus`, and a whole body that is one of PayPro's fixed auth words ("Authorized", "InValid
 * Keys"). No token, id, link, name, amount or Description text is ever shown.
 */
import { isRecord } from '../../orgs/is-record.ts';
import type { WireResponse } from '../paypro/transport.ts';

/** Keys whose (short) value is a protocol code, shown as it is. */
const CODE_KEYS = new Set(['status', 'orderstatus']);
/** Whole bodies shown as they are: PayPro's fixed auth answers (PROTOCOL.md "Auth and token"). */
const FIXED_WORDS = new Set(['Authorized', 'InValid Keys']);
/** Longest code shown; anything longer under a code key is just a string. */
const CODE_MAX = 16;

/**
 * One line: `HTTP <status>, [token header: present|absent, ]body: <shape>`, the token header's
 * presence only when `tokenHeader` (for auth's answer), e.g.
 * `HTTP 200, token header: present, body: "Authorized"` or
 * `HTTP 200, body: [{Status: string "00"}, {PayProId: string, IPGList: [{IPGName: string} ×3]}]`
 * (a code is shown with its type, since PayPro may send `"00"` or `0`).
 * A body that is not JSON is `not JSON (<content type>, <n> bytes)`.
 */
export function answerShape(response: WireResponse, tokenHeader: boolean): string {
  const token = tokenHeader ? `token header: ${response.header('token') ? 'present' : 'absent'}, ` : '';
  return `HTTP ${response.status}, ${token}body: ${bodyShape(response)}`;
}

function bodyShape(response: WireResponse): string {
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    const type = response.header('content-type') ?? 'no content type';
    return `not JSON (${type}, ${Buffer.byteLength(response.text)} bytes)`;
  }
  return typeof body === 'string' && FIXED_WORDS.has(body) ? JSON.stringify(body) : valueShape(body, undefined);
}

/** The shape of a JSON value under `key` (undefined for an array element or the whole body). */
function valueShape(value: unknown, key: string | undefined): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${collapsed(value.map((element) => valueShape(element, undefined))).join(', ')}]`;
  if (isRecord(value)) {
    return `{${Object.entries(value)
      .map(([name, field]) => `${name}: ${valueShape(field, name)}`)
      .join(', ')}}`;
  }
  const isCode = key !== undefined && CODE_KEYS.has(key.toLowerCase()) && String(value).length <= CODE_MAX;
  if (isCode && (typeof value === 'string' || typeof value === 'number')) return `${typeof value} ${JSON.stringify(value)}`;
  return typeof value;
}

/** Runs of the same shape written once with their count: `a, a, a, b` -> `a ×3, b`. */
function collapsed(shapes: string[]): string[] {
  const runs: { shape: string; count: number }[] = [];
  for (const shape of shapes) {
    const last = runs.at(-1);
    if (last?.shape === shape) last.count += 1;
    else runs.push({ shape, count: 1 });
  }
  return runs.map(({ shape, count }) => (count > 1 ? `${shape} ×${count}` : shape));
}
