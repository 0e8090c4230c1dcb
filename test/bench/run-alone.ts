/**
 * Lets a benchmark section's file run on its own (`node --import tsx test/bench/<file>.ts`): when that file is
 * the process's entry, prints the section `section` returns on stdout. Rejects with what `section` throws
 * (awaited at the top level, node then prints it and exits with code 1).
 */
import { pathToFileURL } from 'node:url';

/** Prints `section()` when `moduleUrl` (the caller's `import.meta.url`) is the script node was started with. */
export async function printIfMain(moduleUrl: string, section: () => Promise<string>): Promise<void> {
  const entry = process.argv[1];
  if (!entry || pathToFileURL(entry).href !== moduleUrl) return;
  process.stdout.write(`${await section()}\n`);
}
