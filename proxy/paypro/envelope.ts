import { isRecord } from '../../orgs/is-record.ts';
import type { PayProCall } from './calls.ts';
import { PayProError } from './errors.ts';
import type { WireResponse } from './transport.ts';

/** A PayPro answer `[{"Status":"00"},{...data}]` (PROTOCOL.md "Create order", "Timeouts and retries"), read defensively. */
export interface Envelope {
  /** Element 0's Status as a two-character string (`00`..`03`). */
  status: string;
  /** Element 1 when it is an object, else `{}`. */
  data: Record<string, unknown>;
  /** The whole parsed JSON. */
  raw: unknown;
}

/**
 * Parses the envelope of `call`'s answer. Throws PayProError `gateway_bad_response` (with `httpStatus`,
 * and `orderMayExist` when the call creates an order) when the body is not JSON (e.g. an IIS HTML error
 * page), not an array, or has no Status in element 0.
 */
export function parseEnvelope(response: WireResponse, call: PayProCall): Envelope {
  const bad = (why: string) =>
    new PayProError('gateway_bad_response', `PayPro answered ${call.name} with ${why} (HTTP ${response.status})`, {
      httpStatus: response.status,
      orderMayExist: call.createsOrder,
    });
  let raw: unknown;
  try {
    raw = JSON.parse(response.text);
  } catch {
    const type = response.header('content-type') ?? 'no content type';
    throw bad(`a body that is not JSON (${type})`);
  }
  if (!Array.isArray(raw)) throw bad('JSON that is not an array');
  const head: unknown = raw[0];
  const status = isRecord(head) ? statusText(head.Status) : undefined;
  if (status === undefined) throw bad('an array without a Status in element 0');
  const data = isRecord(raw[1]) ? raw[1] : {};
  return { status, data, raw };
}

/**
 * The envelope of an answer to `call`, a call that creates no order, after its HTTP status: throws
 * PayProError `gateway_unauthorized` on HTTP 401/403 (for the v2 calls a 401 only gets here once the
 * client's re-auth is spent or bypassed), `gateway_bad_response` with httpStatus on any other non-2xx,
 * and whatever `parseEnvelope` throws.
 */
export function readEnvelope(response: WireResponse, call: PayProCall): Envelope {
  const { status: httpStatus } = response;
  if (httpStatus === 401 || httpStatus === 403) {
    throw new PayProError('gateway_unauthorized', `PayPro refused ${call.name} (HTTP ${httpStatus})`, { httpStatus });
  }
  if (httpStatus < 200 || httpStatus > 299) {
    throw new PayProError('gateway_bad_response', `PayPro answered ${call.name} with HTTP ${httpStatus}`, { httpStatus });
  }
  return parseEnvelope(response, call);
}

/** A string field of an envelope's data, or undefined when absent, empty or not a string. */
export function stringField(data: Record<string, unknown>, name: string): string | undefined {
  const value = data[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The official meaning of each envelope status (PROTOCOL.md "Envelope and status codes"), for answers that carry no Description. */
export function statusMeaning(status: string): string {
  const meanings: Record<string, string> = {
    '00': 'Success',
    '01': 'Invalid Data',
    '02': 'Service Failed',
    '03': 'No data available',
  };
  return meanings[status] ?? `PayPro answered with status ${status}`;
}

function statusText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isInteger(value)) return String(value).padStart(2, '0');
  return undefined;
}
