/**
 * The load generator of `test/bench/proxy-throughput.ts`: POSTs JSON bodies to one URL from `concurrency`
 * keep-alive connections (node:http, lighter on the shared CPU than fetch), each sending its next body
 * as soon as its previous answer has been read, until every body is sent or `maxMs` has passed.
 */
import { Agent, request } from 'node:http';

export interface LoadResult {
  /** Requests answered. */
  requests: number;
  /** Requests answered per second of wall time, first request to last answer. */
  perSecond: number;
  /** Median latency, request sent to answer read, in ms. */
  p50Ms: number;
  /** 99th percentile latency in ms. */
  p99Ms: number;
  /** How many answers had each HTTP status. */
  statuses: Record<number, number>;
}

/** One POST of `body` (JSON); resolves with the status once the whole answer is read, rejects on a network error. */
function post(agent: Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The `fraction` quantile (0..1) of ascending `sorted`, nearest rank; 0 for none. */
function quantile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Sends `bodies` in order to `url` (e.g. `http://127.0.0.1:40123/api/orders`), `concurrency` at a time,
 * stopping early once `maxMs` (ms) have passed. Rejects on the first network error.
 */
export async function runLoad(url: string, bodies: readonly string[], concurrency: number, maxMs: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(url);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + maxMs;
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < bodies.length && performance.now() < deadline) {
          const body = bodies[next++]!;
          const sent = performance.now();
          const status = await post(agent, target, body);
          latencies.push(performance.now() - sent);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    statuses,
  };
}
