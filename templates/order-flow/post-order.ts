/**
 * Sends a validated form to the proxy (`POST <apiBase>/orders`, orgs/api-contract.ts) and turns
 * whatever comes back, including no answer at all, into one of four outcomes the form knows how to show.
 * A message is the proxy's (or PayPro's) own words; where there are none the page words the outcome in
 * its language (`use-order-form.ts`). Never throws.
 */
import type { Language } from '../../orgs/i18n/languages.ts';
import { endpointAddress, type OrderRequest } from '../../orgs/api-contract.ts';
import { REQUEST_TIMEOUT_MS } from './flow-text.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../orgs/idempotency-headers.ts';
import { isRecord } from '../../orgs/is-record.ts';
import { errorOf, invalidFields, isWebUrl, postJson, wordedText } from './json-answer.ts';

export type OrderOutcome =
  /** 200: the order exists; send the donor to `redirectUrl` (the Click2Pay link). */
  | { kind: 'redirect'; redirectUrl: string; orderNumber: string }
  /** 502 gateway_rejected: PayPro answered with a status other than '00'; `message` is its Description, if any. */
  | { kind: 'rejected'; message: string | undefined }
  /** 422 invalid_fields: field name -> the message to show under that field. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** No answer, or any other answer: `message` (the proxy's, for a 503 or 504 that has one) is shown under the form. */
  | { kind: 'failed'; message: string | undefined };

/** Maps an HTTP status and its parsed JSON body (null when the body is not JSON) to an outcome. */
export function classifyOrderResponse(status: number, body: unknown): OrderOutcome {
  const error = errorOf(body);
  if (status === 200 && isRecord(body) && isWebUrl(body.redirectUrl)) {
    return { kind: 'redirect', redirectUrl: body.redirectUrl, orderNumber: String(body.orderNumber ?? '') };
  }
  if (status === 502 && error.code === 'gateway_rejected') {
    return { kind: 'rejected', message: wordedText(error.message) };
  }
  const fields = invalidFields(status, body);
  if (fields) return { kind: 'invalid', fields };
  if (status === 503 || status === 504) {
    return { kind: 'failed', message: wordedText(error.message) };
  }
  return { kind: 'failed', message: undefined };
}

/**
 * POSTs `request` as JSON with `fetchFn` to `<apiBase>/orders` in `language` (`endpointAddress`, so the
 * proxy answers in it), under `idempotencyKey` (see `idempotency-keys.ts`: the same key for a retry of
 * the same request), and classifies the answer.
 */
export async function postOrder(
  fetchFn: typeof fetch,
  apiBase: string,
  request: OrderRequest,
  idempotencyKey: string,
  language: Language,
): Promise<OrderOutcome> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  const answer = await postJson(fetchFn, endpointAddress(apiBase, 'orders', language), request, REQUEST_TIMEOUT_MS, headers);
  return answer ? classifyOrderResponse(answer.status, answer.body) : { kind: 'failed', message: undefined };
}
