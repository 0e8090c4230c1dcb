/**
 * An append-only JSON-lines file in the proxy's data folder, for records the proxy must not lose (account
 * removal requests, orders whose outcome is unknown). Each `append` writes its line with one call, flushes
 * it to the disk (fsync) before it resolves, and syncs the folder when it created the file, so an
 * acknowledged record survives a crash or a restart. The file and its folder are readable by the proxy's
 * user only. Several proxy processes may share the file: appends of a single line do not interleave. A
 * line that is not JSON was cut short by a crash before its append resolved: `readAll` skips it, and the
 * next append starts on a fresh line. A JSON line that is not a record is an error naming file and line.
 */
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface JsonLinesFileOptions<T> {
  /** The folder, absolute or relative to the working directory; made (mode 700) on the first append. */
  dir: string;
  /** The file's name inside `dir`, e.g. 'removal-requests.jsonl'. */
  fileName: string;
  /** Whether a parsed line has the shape of a record. */
  isRecord(value: unknown): value is T;
  /** The error `readAll` throws for a JSON line that is not a record; `location` is '<path>:<line number>'. */
  badLine(location: string): Error;
}

export interface JsonLinesFile<T> {
  /** Appends `record` as one line; resolves only once it is on stable storage, rejects when it could not be. */
  append(record: T): Promise<void>;
  /** Every record, oldest first; none when the file does not exist yet. Throws `badLine(...)` for a bad line. */
  readAll(): Promise<T[]>;
}

/** Flushes the folder itself, so a file just created in it is there after a crash. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The file `options.fileName` in `options.dir`; nothing is touched on disk until the first append. */
export function jsonLinesFile<T>(options: JsonLinesFileOptions<T>): JsonLinesFile<T> {
  const { dir, isRecord, badLine } = options;
  const path = join(dir, options.fileName);
  // One append at a time within this process, so the check for a torn last line and the write go together.
  let queue: Promise<unknown> = Promise.resolve();

  async function write(record: T): Promise<void> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const handle = await open(path, 'a+', 0o600);
    try {
      const { size } = await handle.stat();
      // A line cut short by a crash would swallow this one: start on a fresh line.
      const last = size > 0 ? (await handle.read(Buffer.alloc(1), 0, 1, size - 1)).buffer.toString('utf8') : '\n';
      await handle.write(`${last === '\n' ? '' : '\n'}${JSON.stringify(record)}\n`);
      await handle.sync();
      if (size === 0) await syncFolder(dir);
    } finally {
      await handle.close();
    }
  }

  return {
    append(record) {
      const appended = queue.then(() => write(record));
      queue = appended.catch(() => undefined);
      return appended;
    },
    async readAll() {
      const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const records: T[] = [];
      text.split('\n').forEach((line, index) => {
        if (line.trim() === '') return;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          // Cut short by a crash during its write: its append never resolved, so nobody relied on it.
          return;
        }
        if (!isRecord(value)) throw badLine(`${path}:${index + 1}`);
        records.push(value);
      });
      return records;
    },
  };
}
