import { CALLS } from './calls.ts';
import { callFailure } from './call-failure.ts';
import { parseEnvelope, stringField } from './envelope.ts';
import { PayProError } from './errors.ts';
import { shortDescription } from './record-fields.ts';
import type { Transport } from './transport.ts';
import type { MerchantCredentials } from './types.ts';

/**
 * Obtains a token: `POST {base}/v2/ppro/auth` with `{clientid, clientsecret}` (PROTOCOL.md "Auth and token"). The token
 * is read from the `token` response header (any case: `token` on the sandbox, `Token` on live), whatever
 * the body says (live answers the JSON string `"Authorized"`); only when that header is absent, from a
 * `token` field of a JSON body (an object, or any element of an array).
 * Throws PayProError (`orderMayExist` always false):
 * - `gateway_unauthorized` on HTTP 401/403, and on a 2xx answer without a token, with a message naming
 *   what came instead: the body `"InValid Keys"` (wrong client id or secret), `"Authorized"` without the
 *   header, an envelope's status and Description, or the size and type of anything else (never the body
 *   itself, which could echo what was sent);
 * - `gateway_bad_response` (with httpStatus) on any other failure status;
 * - `gateway_timeout` / `gateway_unreachable` from the transport.
 */
export async function authenticate(transport: Transport, baseUrl: string, creds: MerchantCredentials, timeoutMs: number): Promise<string> {
  const response = await transport({
    method: 'POST',
    url: `${baseUrl}/v2/ppro/auth`,
    headers: {},
    body: JSON.stringify({ clientid: creds.clientId, clientsecret: creds.clientSecret }),
    timeoutMs,
  }).catch((err: unknown) => {
    throw callFailure(err, CALLS.auth, timeoutMs);
  });
  const { status } = response;
  if (status === 401 || status === 403) {
    throw new PayProError('gateway_unauthorized', `PayPro refused the merchant account's credentials at auth (HTTP ${status})`, {
      httpStatus: status,
    });
  }
  if (status < 200 || status > 299) {
    throw new PayProError('gateway_bad_response', `PayPro answered auth with HTTP ${status}`, { httpStatus: status });
  }
  const headerToken = response.header('token')?.trim();
  if (headerToken) return headerToken;
  const bodyToken = tokenFromBody(response.text);
  if (bodyToken) return bodyToken;
  const type = response.header('content-type') ?? 'no content type';
  throw new PayProError('gateway_unauthorized', `PayPro gave no token at auth (HTTP ${status}): ${whyNoToken(response.text, type)}`, {
    httpStatus: status,
  });
}

function tokenFromBody(text: string): string | undefined {
  const body = parsed(text);
  const candidates = Array.isArray(body) ? body : [body];
  for (const candidate of candidates) {
    if (typeof candidate === 'object' && candidate !== null) {
      const token = stringField(candidate as Record<string, unknown>, 'token');
      if (token) return token;
    }
  }
  return undefined;
}

/**
 * What an auth answer without a token said, for the log: only the gateway's known words and its
 * envelope's own status and Description are quoted (PROTOCOL.md "Auth and token").
 */
function whyNoToken(text: string, contentType: string): string {
  const body = parsed(text);
  const words = typeof body === 'string' ? body : text;
  if (/invalid\s*keys/i.test(words)) return 'its answer says "InValid Keys": the client id or client secret is wrong';
  if (typeof body === 'string' && body.trim().toLowerCase() === 'authorized') {
    return 'its answer says "Authorized" but carries no token header';
  }
  try {
    const envelope = parseEnvelope({ status: 200, header: () => undefined, text }, CALLS.auth);
    const description = shortDescription(stringField(envelope.data, 'Description'));
    return `its answer is status ${envelope.status}${description ? ` (${description})` : ''} without a token header`;
  } catch {
    return `its answer (${Buffer.byteLength(text)} bytes, ${contentType}) carries no token header`;
  }
}

/** `text` parsed as JSON, or undefined when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
