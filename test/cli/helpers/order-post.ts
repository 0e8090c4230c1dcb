/** A donor's valid Three Currencies Trust donation, posted to a running `forms serve` / `forms proxy`. */

/** The JSON body of POST /api/orders. */
export const ORDER = {
  route: '/merchantform/grid-three-currencies',
  values: { name: 'Sana', email: 'sana@example.org', amount: '700', currency: 'PKR', donationType: 'Kitchen' },
};

/** What came back, and when (`performance.now()`, in ms). */
export type OrderAnswer =
  | { status: number; connection: string | null; body: string; at: number }
  /** The connection failed or was cut; `error` is the network error's cause. */
  | { error: string; at: number };

/**
 * Posts ORDER to `<url>/api/orders`; resolves with the answer, or with the network error (also when no
 * answer has come within 30 s), never rejects.
 */
export function postOrder(url: string): Promise<OrderAnswer> {
  return fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ORDER),
    signal: AbortSignal.timeout(30_000),
  }).then(
    async (response) => ({
      status: response.status,
      connection: response.headers.get('connection'),
      body: await response.text(),
      at: performance.now(),
    }),
    (error: unknown) => ({ error: String((error as Error).cause ?? error), at: performance.now() }),
  );
}
