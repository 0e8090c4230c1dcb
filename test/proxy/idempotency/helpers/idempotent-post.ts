/** POSTs to a running proxy with an optional Idempotency-Key and reads what the idempotency tests compare. */

export interface Answer {
  status: number;
  /** The Idempotent-Replayed header, null when absent. */
  replayed: string | null;
  body: Record<string, unknown>;
}

/** POSTs `body` as JSON to `${origin}${path}`, with the header `Idempotency-Key: key` when `key` is given. */
export async function postWithKey(origin: string, path: string, body: unknown, key?: string): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: (await response.json()) as Record<string, unknown>,
  };
}
