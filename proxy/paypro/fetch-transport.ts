import { systemTimers, type Timers } from '../timers.ts';
import { answerTooLarge, MAX_ANSWER_BYTES, startDeadline, toTransportError, type Transport } from './transport.ts';

/** The body of `response` as UTF-8 text; throws `answerTooLarge()` past MAX_ANSWER_BYTES, cancelling the rest. */
async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw answerTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A Transport over the WHATWG `fetch` (injectable for tests). Used for the POST calls and the legacy
 * gos, a GET whose body is empty ('' is sent as no body). fetch refuses a GET with a body, so ggos goes
 * through `node-transport.ts` instead.
 * Redirects are not followed: a 3xx comes back as an answer. Throws TransportError (timeout after
 * `timeoutMs` ms of `timers`, default the system's, covering the body too; or a network failure).
 */
export function fetchTransport(fetchFn: typeof fetch, timers: Timers = systemTimers): Transport {
  return async (request) => {
    const deadline = startDeadline(request.timeoutMs, timers);
    try {
      const response = await fetchFn(request.url, {
        method: request.method,
        headers: { 'content-type': 'application/json', ...request.headers },
        body: request.method === 'GET' && request.body === '' ? null : request.body,
        redirect: 'manual',
        signal: deadline.signal,
      });
      const text = await readCapped(response);
      return { status: response.status, header: (name) => response.headers.get(name) ?? undefined, text };
    } catch (err) {
      throw toTransportError(err, deadline.timedOut);
    } finally {
      deadline.clear();
    }
  };
}
