/**
 * `forms serve` / `forms proxy` as a real child process, the way an operator or an orchestrator runs
 * it: started on 127.0.0.1 at an ephemeral port from an empty working folder (so no `.env` is read)
 * with only the settings the test gives (`childEnv`), with what it prints and how it exits captured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv } from './child-env.ts';
import { freePort } from '../../helpers/free-port.ts';
import { BIN } from './run-cli.ts';

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** `performance.now()` when it had exited and its output was read. */
  at: number;
}

export interface SpawnedServer {
  /** e.g. `http://127.0.0.1:40123` */
  url: string;
  child: ChildProcess;
  /**
   * Resolves when the process has exited and its output has been read; rejects if that takes longer
   * than `withinMs` (default 10 s), naming what it printed, so a hung process fails the test instead
   * of stalling it.
   */
  exit(withinMs?: number): Promise<ChildExit>;
  /** Everything written to stdout so far (the pino lines and the "served at" line). */
  stdout(): string;
  /** Everything written to stderr so far. */
  stderr(): string;
  /** Kills the process if it still runs and removes its working folder. */
  dispose(): Promise<void>;
}

/**
 * Runs `forms <command> --port <a free port>` and `args` (default `--host 127.0.0.1`) with LOG_LEVEL=info
 * and `env` as its settings (for `proxy`, PUBLIC_URL defaults to http://127.0.0.1:<port>, where the
 * tests reach it) and resolves once it prints where it listens. Rejects (after killing it) if it exits
 * first or takes longer than 30 s.
 */
export async function spawnServer(
  command: 'serve' | 'proxy',
  env: Record<string, string> = {},
  args: readonly string[] = ['--host', '127.0.0.1'],
): Promise<SpawnedServer> {
  const cwd = await mkdtemp(join(tmpdir(), 'forms-serve-'));
  const port = await freePort();
  const publicUrl: Record<string, string> = command === 'proxy' ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {};
  const child = spawn(process.execPath, [BIN, command, '--port', String(port), ...args], {
    cwd,
    env: childEnv({ LOG_LEVEL: 'info', ...publicUrl, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // 'close', not 'exit': by then everything the process printed has been read.
  const exited = new Promise<ChildExit>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const exit = (withinMs = 10_000) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`forms ${command} had not exited ${withinMs} ms later; it printed:\n${stdout}\n${stderr}`)),
        withinMs,
      );
    });
    return Promise.race([exited, late]).finally(() => clearTimeout(timer));
  };
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(cwd, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`forms ${command} did not start within 30 s:\n${stderr}`)), 30_000);
      child.stdout!.on('data', () => {
        const found = /served at http:\/\/localhost:(\d+)\//.exec(stdout);
        if (found) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${found[1]}`);
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`forms ${command} exited before listening:\n${stderr}`));
      });
    });
    return { url, child, exit, stdout: () => stdout, stderr: () => stderr, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
