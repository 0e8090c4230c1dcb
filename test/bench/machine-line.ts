/** One line naming the machine a benchmark ran on, so figures from different machines are not compared blindly. */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { CHROMIUM_PATH } from '../browser/helpers/chromium.ts';

/** The Chromium version the browser benchmarks use ('156.0.8078.108'); throws if it cannot be run. */
function chromiumVersion(): string {
  const printed = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return /\d+(\.\d+)+/.exec(printed)?.[0] ?? printed.trim();
}

/** E.g. 'Machine: AMD EPYC, 2 cores, 23.5 GiB; Node v20.20.2; Chromium 156.0.8078.108; 2026-11-25 22:50 UTC.' */
export function machineLine(): string {
  const cpu = cpus();
  const gib = (totalmem() / 1024 ** 3).toFixed(1);
  const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${gib} GiB; Node ${process.version}; Chromium ${chromiumVersion()}; ${date}.`;
}
