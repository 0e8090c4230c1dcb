/** Runs the `forms` binary as a maintainer would and captures what it printed. */
import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childEnv } from './child-env.ts';

export const BIN = fileURLToPath(new URL('../../../cli/bin.js', import.meta.url));
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `forms <args>` in `cwd` (default the project root), with `env` as its only settings (`childEnv`);
 * killed after `timeoutMs` (default 60 s), which leaves `status` null.
 */
export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {}): CliResult {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? ROOT,
    env: childEnv(options.env),
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `forms <args>` as `runCli` runs it, without blocking this process (whose own servers, a simulator say,
 * the command may call); `code` is its exit code. Never rejects.
 */
export function runCliAsync(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env: childEnv(env), timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr });
    });
  });
}
