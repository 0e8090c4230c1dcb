/** Careful readers of the proxy's JSON answers: whatever comes back, a page only acts on what it checked. */
import type { ErrorEnvelope } from '../../orgs/api-contract.ts';
import { isRecord } from '../../orgs/is-record.ts';

/** `value` when it is non-blank text (e.g. a message the proxy worded), else undefined. */
export function wordedText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `value` when it is non-blank text, else `fallback`. */
export function textOr(value: unknown, fallback: string): string {
  return wordedText(value) ?? fallback;
}

/** Only web addresses may be followed; anything else (e.g. `javascript:`) counts as a broken answer. */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The string-valued entries of an object (e.g. `error.fields`), `{}` for anything else. */
export function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/**
 * The `error` object of an error envelope (`ErrorEnvelope`, orgs/api-contract.ts), `{}` when there is
 * none; its entries are still unchecked, but only the contract's entries can be read.
 */
export function errorOf(body: unknown): { [K in keyof ErrorEnvelope['error']]?: unknown } {
  return isRecord(body) && isRecord(body.error) ? body.error : {};
}

/**
 * The field messages of a `422 invalid_fields` answer (field name -> message, string entries only), or
 * undefined for any other answer, or one that names no field: the one reader of a 422 every page uses.
 */
export function invalidFields(status: number, body: unknown): Record<string, string> | undefined {
  const error = errorOf(body);
  if (status !== 422 || error.code !== 'invalid_fields') return undefined;
  const fields = stringFields(error.fields);
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * POSTs `payload` as JSON to `url` with `fetchFn`, plus `headers` (e.g. an Idempotency-Key); resolves
 * with the HTTP status and the parsed body (null when it is not JSON), or undefined when no answer came
 * within `timeoutMs`. Never throws.
 */
export async function postJson(
  fetchFn: typeof fetch,
  url: string,
  payload: unknown,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown } | undefined> {
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  } catch {
    return undefined;
  }
}
