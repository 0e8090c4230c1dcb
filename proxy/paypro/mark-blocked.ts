import { CALLS } from './calls.ts';
import { readEnvelope, statusMeaning } from './envelope.ts';
import { descriptionIn } from './record-fields.ts';
import type { WireResponse } from './transport.ts';
import type { MarkBlockedResult } from './types.ts';

/**
 * Reads the answer of `POST /v2/ppro/moab` (proxy/paypro/PROTOCOL.md#mark-orders-blocked). No saved answer
 * is public, so it is read as any envelope: the status from element 0, the Description from element 1 or
 * else element 0 (integrations read it from either), cut to 300 characters, else the status's official
 * meaning. Any status is returned, not thrown. HTTP 401 is handled before this, by the client's re-auth.
 * Throws PayProError (`orderMayExist` false): `gateway_unauthorized` on HTTP 401/403;
 * `gateway_bad_response` with httpStatus on any other non-2xx or a body that is not an envelope.
 */
export function readMarkBlockedAnswer(response: WireResponse): MarkBlockedResult {
  const { status, data, raw } = readEnvelope(response, CALLS.markBlocked);
  const description = descriptionIn([data, ...(raw as unknown[])]) ?? statusMeaning(status);
  return { status, description, raw };
}
