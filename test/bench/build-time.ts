/**
 * How long `forms build --all` takes over the repository's own org files (`orgs/`): the compiled command
 * (`node cli/bin.js`, after `node cli/compile.mjs`) run as a child process into a temporary folder, wall
 * time from spawn to exit, RUNS times; the table shows the median and every run, in seconds. Part of
 * `npm run bench`; `node --import tsx test/bench/build-time.ts` prints this section alone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../cli/helpers/run-cli.ts';
import { median } from './median.ts';
import { printIfMain } from './run-alone.ts';

const RUNS = 3;

/** Seconds with two decimals. */
function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}

/**
 * The section in markdown: a `##` heading and a one-row table (orgs built, median wall time, each run).
 * Throws when a build fails (with its output); the temporary folder is removed whatever happens.
 */
export async function buildTimeSection(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'forms-bench-build-'));
  try {
    const times: number[] = [];
    let orgs = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const built = runCli(['build', '--all', '--out', join(out, String(run))]);
      times.push(performance.now() - started);
      if (built.status !== 0) throw new Error(`forms build --all exited with ${built.status}:\n${built.stderr}${built.stdout}`);
      orgs = built.stdout.split('\n').filter((line) => line.startsWith('Built ')).length;
    }
    return [
      '## Build time',
      '',
      `\`node cli/bin.js build --all\` over \`orgs/\` into an empty folder, median of ${RUNS} runs.`,
      '',
      '| orgs | median (s) | runs (s) |',
      '|--:|--:|---|',
      `| ${orgs} | ${seconds(median(times))} | ${times.map(seconds).join(', ')} |`,
    ].join('\n');
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

await printIfMain(import.meta.url, buildTimeSection);
