/**
 * The account removal page's call to the proxy (orgs/api-contract.ts): `POST <apiBase>/account-removal`
 * `{ route, email }`, answered `202 { received: true }` once the request is recorded. Whatever comes back,
 * including no answer at all, becomes one of three outcomes the page shows. Never throws.
 */
import type { Language } from '../../orgs/i18n/languages.ts';
import { endpointAddress, type RemovalRequest } from '../../orgs/api-contract.ts';
import { REQUEST_TIMEOUT_MS } from '../order-flow/flow-text.ts';
import { isRecord } from '../../orgs/is-record.ts';
import { errorOf, invalidFields, postJson, wordedText } from '../order-flow/json-answer.ts';

export type RemovalOutcome =
  /** 202: the proxy has recorded the request. */
  | { kind: 'received' }
  /** 422 invalid_fields: field name -> message. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /**
   * Anything else: `message` is shown under the form; undefined when the proxy gave none (no answer, or
   * not the proxy answering), and the page words it in its language.
   */
  | { kind: 'failed'; message: string | undefined };

/** Maps the HTTP status and the parsed body (null when not JSON) to an outcome. */
export function classifyRemovalResponse(status: number, body: unknown): RemovalOutcome {
  if (status === 202 && isRecord(body) && body.received === true) return { kind: 'received' };
  const error = errorOf(body);
  const fields = invalidFields(status, body);
  if (fields) return { kind: 'invalid', fields };
  // The proxy words every error message for people (proxy/api-error.ts); anything else gets ours.
  return { kind: 'failed', message: typeof error.code === 'string' ? wordedText(error.message) : undefined };
}

/**
 * POSTs `request` as JSON with `fetchFn` to `<apiBase>/account-removal` in `language` (`endpointAddress`,
 * so the proxy answers in it) and classifies the answer.
 */
export async function requestRemoval(
  fetchFn: typeof fetch,
  apiBase: string,
  request: RemovalRequest,
  language: Language,
): Promise<RemovalOutcome> {
  const answer = await postJson(fetchFn, endpointAddress(apiBase, 'accountRemoval', language), request, REQUEST_TIMEOUT_MS);
  return answer ? classifyRemovalResponse(answer.status, answer.body) : { kind: 'failed', message: undefined };
}
