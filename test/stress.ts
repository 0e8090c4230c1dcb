/**
 * `npm run test:stress [--runs N] [--burners N] FILE...`: runs each test file N times (default 30), each
 * run in its own process (`node --import tsx FILE`, as `npx tsx FILE` does), one run at a time, while
 * CPU burners (worker threads spinning; default one per core, `os.availableParallelism()`) compete with
 * it. A test that depends on how fast the machine is fails here sooner or later; one that waits on events
 * and fake clocks does not. Prints `FILE passed/runs` per file, the output of each file's first failed
 * run, and exits 1 when any run failed (2 on bad arguments).
 *
 * Burners are threads of this process, so they end with it however it ends (Ctrl-C, a kill, an error);
 * Ctrl-C also stops the run under way. A run still going after `--limit-s` seconds (default 300) is
 * killed and counts as failed: a hung test is a failing one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface StressOptions {
  runs: number;
  burners: number;
  limitS: number;
  files: string[];
}

const USAGE = 'usage: npm run test:stress -- [--runs N] [--burners N] [--limit-s N] FILE...';

/** Reads the command line; throws Error with the usage on anything it does not understand. */
function parseArgs(args: string[]): StressOptions {
  const options: StressOptions = { runs: 30, burners: availableParallelism(), limitS: 300, files: [] };
  const counts = { '--runs': 'runs', '--burners': 'burners', '--limit-s': 'limitS' } as const;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg in counts) {
      const value = Number(args[i + 1]);
      const min = arg === '--burners' ? 0 : 1;
      if (!Number.isSafeInteger(value) || value < min) throw new Error(`${arg} needs a whole number >= ${min}\n${USAGE}`);
      options[counts[arg as keyof typeof counts]] = value;
      i += 1;
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${arg}\n${USAGE}`);
    } else if (!existsSync(arg)) {
      throw new Error(`no such file: ${arg}\n${USAGE}`);
    } else {
      options.files.push(arg);
    }
  }
  if (options.files.length === 0) throw new Error(`no test file given\n${USAGE}`);
  return options;
}

/** Starts `count` threads that keep one core busy each until terminated. */
function startBurners(count: number): Worker[] {
  return Array.from({ length: count }, () => {
    const worker = new Worker('for (;;) {}', { eval: true });
    worker.unref();
    return worker;
  });
}

let current: ChildProcess | undefined;

/** Runs `file` once; resolves with its output when it failed, undefined when it passed. */
function runOnce(file: string, limitS: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    current = child;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    const limit = setTimeout(() => {
      output += `\n[stress] killed after ${limitS} s\n`;
      child.kill('SIGKILL');
    }, limitS * 1_000);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      current = undefined;
      resolve(code === 0 ? undefined : `${output}\n[stress] exit code ${code ?? signal}\n`);
    });
  });
}

async function main(): Promise<number> {
  let options: StressOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const burners = startBurners(options.burners);
  const stop = () => {
    current?.kill('SIGTERM');
    for (const burner of burners) void burner.terminate();
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`${options.runs} runs per file beside ${options.burners} CPU burners`);
  let failed = false;
  try {
    for (const file of options.files) {
      let passed = 0;
      let firstFailure: string | undefined;
      for (let run = 1; run <= options.runs; run += 1) {
        const failure = await runOnce(file, options.limitS);
        if (failure === undefined) passed += 1;
        else firstFailure ??= `run ${run}:\n${failure}`;
      }
      console.log(`${file} ${passed}/${options.runs}`);
      if (firstFailure !== undefined) {
        failed = true;
        console.log(`--- first failure of ${file}, ${firstFailure.trimEnd()}\n---`);
      }
    }
  } finally {
    await Promise.all(burners.map((burner) => burner.terminate()));
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
