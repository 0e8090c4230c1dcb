/**
 * The removal requests as JSON lines in `<dataDir>/removal-requests.jsonl`, one request per line,
 * appended. Each `add` writes its line with one call, flushes it to the disk (fsync) before it resolves,
 * and syncs the folder when it created the file, so an acknowledged request survives a crash or a
 * restart. The file and its folder are readable by the proxy's user only: they hold email addresses.
 * Several proxy processes may share the file: appends of a single line do not interleave. A line that
 * is not JSON was cut short by a crash before its add resolved: `list` skips it, and the next add starts
 * on a fresh line. A JSON line that is not a request is an error naming the file and line.
 */
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemovalRequest, RemovalRequestStore } from './removal-request-store.ts';

/** The file's name inside the data folder. */
export const REMOVAL_REQUESTS_FILE = 'removal-requests.jsonl';

/** A stored line that is not a request; names the file and line so the operator can fix it. */
export class RemovalRequestsFileError extends Error {
  override name = 'RemovalRequestsFileError';
}

/** Whether `value` has the shape of a stored request. */
function isRequest(value: unknown): value is RemovalRequest {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['id', 'route', 'email', 'receivedAt'].every((key) => typeof record[key] === 'string');
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

/** A store writing to `dataDir` (absolute, or relative to the working directory); the folder is made on first use. */
export function createFileRemovalRequestStore(dataDir: string): RemovalRequestStore {
  const path = join(dataDir, REMOVAL_REQUESTS_FILE);
  // One add at a time within this process, so the check for a torn last line and the append go together.
  let queue: Promise<unknown> = Promise.resolve();

  async function append(request: RemovalRequest): Promise<void> {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const handle = await open(path, 'a+', 0o600);
    try {
      const { size } = await handle.stat();
      // A line cut short by a crash would swallow this one: start on a fresh line.
      const last = size > 0 ? (await handle.read(Buffer.alloc(1), 0, 1, size - 1)).buffer.toString('utf8') : '\n';
      const line = `${last === '\n' ? '' : '\n'}${JSON.stringify(request)}\n`;
      await handle.write(line);
      await handle.sync();
      if (size === 0) await syncFolder(dataDir);
    } finally {
      await handle.close();
    }
  }

  return {
    add(request) {
      const added = queue.then(() => append(request));
      queue = added.catch(() => undefined);
      return added;
    },
    async list() {
      const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const requests: RemovalRequest[] = [];
      text.split('\n').forEach((line, index) => {
        if (line.trim() === '') return;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          // Cut short by a crash during its write: its add never resolved, so nobody was told it was received.
          return;
        }
        if (!isRequest(value)) {
          throw new RemovalRequestsFileError(
            `${path}:${index + 1} is not a removal request; fix or remove that line, then try again.`,
          );
        }
        requests.push(value);
      });
      return requests;
    },
  };
}
