/**
 * The renewal page's two calls to the proxy (orgs/api-contract.ts): `POST <apiBase>/membership/lookup`
 * and `POST <apiBase>/membership/orders`, each turned into the few outcomes the page shows, including no
 * answer at all. Each goes to the endpoint's address in the translator's language (`endpointAddress`), so
 * the proxy words the failures in it; the page falls back on the
 * spec's own texts, in its translator's language, when an answer carries none. The renewal, which creates an invoice, carries an idempotency key
 * (see `idempotency-keys.ts`). Never throws.
 */
import { endpointAddress, type LookupRequest, type MemberFound, type RenewalRequest } from '../../orgs/api-contract.ts';
import type { Translator } from '../../orgs/i18n/translator.ts';
import { REQUEST_TIMEOUT_MS } from '../order-flow/flow-text.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../orgs/idempotency-headers.ts';
import { isRecord } from '../../orgs/is-record.ts';
import { errorOf, invalidFields, isWebUrl, postJson, textOr } from '../order-flow/json-answer.ts';

/**
 * The lookup as the page sends it and keeps it for the details step: its three keys always there as
 * text (the contract's schema takes them absent, so that the proxy's rules can name a missing one).
 */
export type SentLookup = Required<Omit<LookupRequest, 'website'>>;

/** What the details step shows, as the lookup answers it; the contact details come masked ('a•••@t•••.com'). */
export type MemberDetails = MemberFound;

export type LookupOutcome =
  | { kind: 'found'; member: MemberDetails }
  /** 422 invalid_fields: field name -> message. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** Anything else: `message` is shown under the form. */
  | { kind: 'failed'; message: string };

export type RenewalOutcome =
  | { kind: 'redirect'; redirectUrl: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  /** 502 gateway_rejected: PayPro refused the invoice; `message` is its Description or the spec's text. */
  | { kind: 'rejected'; message: string }
  | { kind: 'failed'; message: string };

/** Statuses whose error message the proxy writes for the member (not found, rejected, unavailable). */
const WORDED = new Set([404, 502, 503, 504]);

function invalidOrFailed(status: number, body: unknown, fallback: string): LookupOutcome & RenewalOutcome {
  const error = errorOf(body);
  const fields = invalidFields(status, body);
  if (fields) return { kind: 'invalid', fields };
  return { kind: 'failed', message: WORDED.has(status) ? textOr(error.message, fallback) : fallback };
}

/**
 * Maps the lookup's HTTP status and parsed body (null when not JSON) to an outcome; the fallback
 * message is `translator`'s.
 */
export function classifyLookupResponse(status: number, body: unknown, translator: Translator): LookupOutcome {
  if (status === 200 && isRecord(body) && typeof body.membershipNumber === 'string' && typeof body.companyName === 'string') {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const member = {
      membershipNumber: body.membershipNumber,
      companyName: body.companyName,
      emailOnFile: text(body.emailOnFile),
      phoneOnFile: text(body.phoneOnFile),
    };
    return { kind: 'found', member };
  }
  return invalidOrFailed(status, body, translator.t('rules.membershipLookupFailed'));
}

/** Maps the renewal's HTTP status and parsed body to an outcome; the fallback message is `translator`'s. */
export function classifyRenewalResponse(status: number, body: unknown, translator: Translator): RenewalOutcome {
  if (status === 200 && isRecord(body) && isWebUrl(body.redirectUrl)) return { kind: 'redirect', redirectUrl: body.redirectUrl };
  const error = errorOf(body);
  if (status === 502 && error.code === 'gateway_rejected') {
    return { kind: 'rejected', message: textOr(error.message, translator.t('rules.membershipPaymentFailed')) };
  }
  return invalidOrFailed(status, body, translator.t('rules.membershipPaymentFailed'));
}

/** Sends the lookup in `translator`'s language, which also words the outcome's fallback messages. */
export async function lookUpMember(
  fetchFn: typeof fetch,
  apiBase: string,
  request: LookupRequest,
  translator: Translator,
): Promise<LookupOutcome> {
  const answer = await postJson(fetchFn, endpointAddress(apiBase, 'membershipLookup', translator.language), request, REQUEST_TIMEOUT_MS);
  return answer
    ? classifyLookupResponse(answer.status, answer.body, translator)
    : { kind: 'failed', message: translator.t('rules.membershipLookupFailed') };
}

/**
 * Sends the renewal under `idempotencyKey` (the same key for a retry of the same request), in
 * `translator`'s language, which also words the outcome's fallback messages.
 */
export async function requestRenewal(
  fetchFn: typeof fetch,
  apiBase: string,
  request: RenewalRequest,
  idempotencyKey: string,
  translator: Translator,
): Promise<RenewalOutcome> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  const answer = await postJson(
    fetchFn,
    endpointAddress(apiBase, 'membershipOrders', translator.language),
    request,
    REQUEST_TIMEOUT_MS,
    headers,
  );
  return answer
    ? classifyRenewalResponse(answer.status, answer.body, translator)
    : { kind: 'failed', message: translator.t('rules.membershipPaymentFailed') };
}
