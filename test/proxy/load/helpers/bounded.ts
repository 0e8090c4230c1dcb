/** Runs async jobs with at most `limit` in flight at once, the way a bounded load test sends requests. */

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
