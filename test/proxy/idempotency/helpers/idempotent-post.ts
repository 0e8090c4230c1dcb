/** POSTs to a running proxy with an optional Idempotency-Key and reads what the idempotency tests compare. */

export interface Answer {
  status: number;
  /** The Idempotent-Replayed header, null when absent. */
  replayed: string | null;
  body: Record<string, unknown>;
}

/** How long one request may take, in ms, before the test fails instead of waiting on. */
const REQUEST_LIMIT_MS = 30_000;

/**
 * POSTs `body` as JSON to `${origin}${path}`, with the header `Idempotency-Key: key` when `key` is given.
 * Rejects (AbortSignal's TimeoutError) when the answer takes over 30 s.
 */
export async function postWithKey(origin: string, path: string, body: unknown, key?: string): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: (await response.json()) as Record<string, unknown>,
  };
}
