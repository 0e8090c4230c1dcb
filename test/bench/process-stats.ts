/**
 * What a benchmark reads of a running process from /proc (Linux only): its resident memory and the CPU
 * time it has used.
 */
import { readFile } from 'node:fs/promises';

/** The resident set size (VmRSS) of process `pid`, in MB. Rejects when /proc has no such process. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]) / 1024);
}

/** The CPU time process `pid` has used so far, user and system, in ms (clock ticks of 10 ms). */
export async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
