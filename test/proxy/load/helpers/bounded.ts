/**
 * Runs async jobs with at most `limit` in flight at once, the way a bounded load test sends requests, and
 * the time limits its requests run under.
 */

/** How long one request may take, in ms. */
const REQUEST_LIMIT_MS = 30_000;

/**
 * A signal for one request of a run: it aborts when the request has taken 30 s or when `deadline` (the
 * whole run's, e.g. `AbortSignal.timeout(60_000)` made once before the first request) aborts, so a
 * stuck proxy fails the test instead of hanging it.
 */
export function requestSignal(deadline: AbortSignal): AbortSignal {
  return AbortSignal.any([deadline, AbortSignal.timeout(REQUEST_LIMIT_MS)]);
}

/** Resolves with the results of `jobs` in their order; rejects with the first failure. */
export async function runBounded<T>(jobs: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
