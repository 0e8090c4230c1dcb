/**
 * Sends a validated form to the proxy (`POST <apiBase>/orders`, DESIGN "Proxy HTTP API") and turns
 * whatever comes back, including no answer at all, into one of four outcomes the form knows how to show.
 * Never throws.
 */
import type { FormValues } from '../../orgs/rules/index.ts';
import { flowText, REQUEST_TIMEOUT_MS } from './flow-text.ts';

export interface OrderRequest {
  /** The form's route, e.g. '/merchantform/jhrtrust'. */
  route: string;
  /** Field name -> trimmed value, as the form's rules return them on a passing submit check. */
  values: FormValues;
}

export type OrderOutcome =
  /** 200: the order exists; send the donor to `redirectUrl` (the Click2Pay link). */
  | { kind: 'redirect'; redirectUrl: string; orderNumber: string }
  /** 502 gateway_rejected: PayPro answered with a status other than '00'; `message` is its Description. */
  | { kind: 'rejected'; message: string }
  /** 422 invalid_fields: field name -> the message to show under that field. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** No answer, or any other answer: `message` is shown under the form. */
  | { kind: 'failed'; message: string };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** Only web addresses may be followed; anything else (e.g. `javascript:`) counts as a broken answer. */
function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function stringFields(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/** Maps an HTTP status and its parsed JSON body (null when the body is not JSON) to an outcome. */
export function classifyOrderResponse(status: number, body: unknown): OrderOutcome {
  const error = isObject(body) && isObject(body.error) ? body.error : {};
  if (status === 200 && isObject(body) && isWebUrl(body.redirectUrl)) {
    return { kind: 'redirect', redirectUrl: body.redirectUrl, orderNumber: String(body.orderNumber ?? '') };
  }
  if (status === 502 && error.code === 'gateway_rejected') {
    return { kind: 'rejected', message: textOr(error.message, flowText.gatewayRejected) };
  }
  if (status === 422 && error.code === 'invalid_fields') {
    const fields = stringFields(error.fields);
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  }
  if (status === 503 || status === 504) {
    return { kind: 'failed', message: textOr(error.message, flowText.notStarted) };
  }
  return { kind: 'failed', message: flowText.notStarted };
}

/** POSTs `request` as JSON to `<apiBase>/orders` with `fetchFn` and classifies the answer. */
export async function postOrder(fetchFn: typeof fetch, apiBase: string, request: OrderRequest): Promise<OrderOutcome> {
  try {
    const response = await fetchFn(`${apiBase}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    return classifyOrderResponse(response.status, body);
  } catch {
    return { kind: 'failed', message: flowText.notStarted };
  }
}
