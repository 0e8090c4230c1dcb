import { CALLS } from './calls.ts';
import { parseEnvelope } from './envelope.ts';
import { PayProError } from './errors.ts';
import { isRecord } from '../../orgs/is-record.ts';
import { descriptionIn, textField } from './record-fields.ts';
import type { WireResponse } from './transport.ts';
import type { ConsumerLookupResult, ConsumerRecord } from './types.ts';

const RECORD_FIELDS = ['ConsumerCode', 'FullConsumerCode', 'Name', 'Mobile', 'Email', 'Address'];

/**
 * Reads the answer of `POST /cpay/gcd` (PROTOCOL.md "Consumer lookup": no public source
 * confirms its shape, so it is read defensively). Expected: `[{Status, Description?}, {ConsumerCode,
 * FullConsumerCode, Name, Mobile, Email, Address}]`; the record is also accepted as the first object of
 * a list in element 1, and keys in any case. `fullConsumerCode` is the code asked for.
 * - Status `00` with a record: found; missing fields read ''.
 * - Any other status: not found, with the Description of element 0 or 1 when there is one.
 * Throws PayProError (`orderMayExist` always false): `gateway_unauthorized` on HTTP 401/403;
 * `gateway_bad_response` on any other non-2xx, a body that is not an envelope, or `00` without a record.
 */
export function readLookupAnswer(response: WireResponse, fullConsumerCode: string): ConsumerLookupResult {
  const { status: httpStatus } = response;
  if (httpStatus === 401 || httpStatus === 403) {
    throw new PayProError('gateway_unauthorized', `PayPro refused ${CALLS.consumerLookup.name} (HTTP ${httpStatus})`, { httpStatus });
  }
  if (httpStatus < 200 || httpStatus > 299) {
    throw new PayProError('gateway_bad_response', `PayPro answered ${CALLS.consumerLookup.name} with HTTP ${httpStatus}`, { httpStatus });
  }
  const { status, raw } = parseEnvelope(response, CALLS.consumerLookup);
  const elements = raw as unknown[];
  if (status !== '00') {
    const description = descriptionIn(elements);
    return { ok: false, status, ...(description ? { description } : {}) };
  }
  const record = recordIn(elements[1]);
  if (!record) {
    throw new PayProError('gateway_bad_response', `PayPro answered ${CALLS.consumerLookup.name} with status 00 but no consumer record`, {
      httpStatus,
    });
  }
  const text = (name: string) => textField(record, name) ?? '';
  const consumer: ConsumerRecord = {
    consumerCode: text('ConsumerCode'),
    fullConsumerCode: textField(record, 'FullConsumerCode') ?? fullConsumerCode,
    name: text('Name'),
    mobile: text('Mobile'),
    email: text('Email'),
    address: text('Address'),
  };
  return { ok: true, status: '00', consumer };
}

/** Element 1 as a record (or the first record of a list there), if it has any of the record's fields. */
function recordIn(element: unknown): Record<string, unknown> | undefined {
  const candidate = Array.isArray(element) ? element.find(isRecord) : element;
  if (!isRecord(candidate)) return undefined;
  return RECORD_FIELDS.some((name) => textField(candidate, name) !== undefined) ? candidate : undefined;
}
