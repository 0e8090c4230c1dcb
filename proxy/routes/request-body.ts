/**
 * Reads a JSON request body against its endpoint's schema (`API_ENDPOINTS`, orgs/api-endpoints.ts):
 * validation at the edge, so handlers see only typed bodies. Every schema is strict: a key the endpoint
 * does not know is refused, not ignored, so a tampered request cannot look accepted. No body names the
 * request's language: its address does (`requestLanguage`), so a body with `lang` is refused as any
 * unknown key.
 */
import { API_ENDPOINTS, type PostEndpoint, type ReadRequest } from '../../orgs/api-endpoints.ts';
import type { MessageKey } from '../../orgs/i18n/catalogue.ts';
import type { Translator } from '../../orgs/i18n/translator.ts';
import { ApiError } from '../api-error.ts';

/**
 * `body` as the schema of `endpoint` reads it. Throws ApiError 400 `invalid_request` in `translator`'s
 * language: with `api.unknownRequestKeys` when the body has a key the endpoint does not know, else with
 * the message `shape` (the route's own description of the shape it needs).
 */
export function readBody<K extends PostEndpoint>(endpoint: K, body: unknown, shape: MessageKey, translator: Translator): ReadRequest<K> {
  const result = API_ENDPOINTS[endpoint].request.safeParse(body);
  if (result.success) return result.data as ReadRequest<K>;
  const unknownKey = result.error.issues.some((issue) => issue.code === 'unrecognized_keys');
  throw new ApiError(400, 'invalid_request', translator.t(unknownKey ? 'api.unknownRequestKeys' : shape));
}
