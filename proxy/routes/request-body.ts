/**
 * Reads a JSON request body against its route's schema (validation at the edge: handlers see only typed
 * bodies). Every body schema is strict: a key the route does not know is refused, not ignored, so a
 * tampered request cannot look accepted. The optional top-level `website` is the honeypot field, which
 * the honeypot middleware has already handled when it reaches a route. No body names the request's
 * language: its address does (`requestLanguage`), so a body with `lang` is refused as any unknown key.
 */
import * as z from 'zod/mini';
import type { MessageKey } from '../../orgs/i18n/catalogue.ts';
import type { Translator } from '../../orgs/i18n/translator.ts';
import { ApiError } from '../api-error.ts';

/** The honeypot entry every JSON body may carry: a string, empty when a person sent the form. */
export const honeypotEntry = { website: z.optional(z.string()) };

/** The zod entries of a request body: exactly the keys of its contract type `R` (orgs/api-contract.ts), plus the honeypot. */
export type EntriesOf<R> = { [K in keyof R | keyof typeof honeypotEntry]: z.ZodMiniType };

/**
 * `body` as `schema` reads it. Throws ApiError 400 `invalid_request` in `translator`'s language: with
 * `api.unknownRequestKeys` when the body has a key the route does not know, else with the message
 * `shape` (the route's own description of the shape it needs).
 */
export function readBody<T>(schema: z.ZodMiniType<T>, body: unknown, shape: MessageKey, translator: Translator): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const unknownKey = result.error.issues.some((issue) => issue.code === 'unrecognized_keys');
  throw new ApiError(400, 'invalid_request', translator.t(unknownKey ? 'api.unknownRequestKeys' : shape));
}
