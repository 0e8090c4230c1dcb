/**
 * The removal requests as JSON lines in `<dataDir>/removal-requests.jsonl`, one request per line,
 * appended and flushed to the disk before `add` resolves (see `jsonLinesFile` for the durability, the
 * private file mode, several processes sharing the file and lines torn by a crash). The file holds email
 * addresses. A JSON line that is not a request is a RemovalRequestsFileError naming the file and line.
 */
import { jsonLinesFile } from '../json-lines/json-lines-file.ts';
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

/** A store writing to `dataDir` (absolute, or relative to the working directory); the folder is made on first use. */
export function createFileRemovalRequestStore(dataDir: string): RemovalRequestStore {
  const file = jsonLinesFile({
    dir: dataDir,
    fileName: REMOVAL_REQUESTS_FILE,
    isRecord: isRequest,
    badLine: (location) =>
      new RemovalRequestsFileError(`${location} is not a removal request; fix or remove that line, then try again.`),
  });
  return { add: (request) => file.append(request), list: () => file.readAll() };
}
