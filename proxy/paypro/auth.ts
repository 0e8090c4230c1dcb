import { CALLS } from './calls.ts';
import { callFailure } from './call-failure.ts';
import { parseEnvelope, stringField } from './envelope.ts';
import { PayProError } from './errors.ts';
import type { Transport } from './transport.ts';
import type { MerchantCredentials } from './types.ts';

/**
 * Obtains a token: `POST {base}/v2/ppro/auth` with `{clientid, clientsecret}` (PROTOCOL.md "Auth and token"). The token
 * is read from the `token` response header (any case; `Token` on live); only when that header is
 * absent, from a `token` field of a JSON body (an object, or any element of an array).
 * Throws PayProError: `gateway_unauthorized` on HTTP 401/403; `gateway_bad_response` (with
 * httpStatus) on any other failure status or when no token is found; `gateway_timeout` /
 * `gateway_unreachable` from the transport. `orderMayExist` is always false.
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
  throw new PayProError('gateway_bad_response', `PayPro answered auth without a token${describe(response.text, status)}`, {
    httpStatus: status,
  });
}

function tokenFromBody(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const candidates = Array.isArray(body) ? body : [body];
  for (const candidate of candidates) {
    if (typeof candidate === 'object' && candidate !== null) {
      const token = stringField(candidate as Record<string, unknown>, 'token');
      if (token) return token;
    }
  }
  return undefined;
}

/** The gateway's own status and description, when the body is an envelope, for the log. */
function describe(text: string, status: number): string {
  try {
    const envelope = parseEnvelope({ status, header: () => undefined, text }, CALLS.auth);
    const description = stringField(envelope.data, 'Description');
    return ` (status ${envelope.status}${description ? `: ${description}` : ''})`;
  } catch {
    return '';
  }
}
