/**
 * `forms removal-requests`: the account removal requests the proxy has recorded, oldest first, one line
 * each: received-at time, request id, email address. For the operator who carries them out. Reads
 * `.env` if present, like `forms proxy`, so both find the same data folder.
 */
import { existsSync } from 'node:fs';
import { dataDirOf } from '../proxy/removal-requests/data-dir.ts';
import { createFileRemovalRequestStore, REMOVAL_REQUESTS_FILE } from '../proxy/removal-requests/file-removal-request-store.ts';

export interface RemovalRequestsCommandOptions {
  /** The proxy's data folder; default FORMS_DATA_DIR, else `var/` in the working directory. */
  dataDir?: string;
}

export async function removalRequestsCommand(options: RemovalRequestsCommandOptions): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const dataDir = dataDirOf({ FORMS_DATA_DIR: options.dataDir ?? process.env.FORMS_DATA_DIR });
  const requests = await createFileRemovalRequestStore(dataDir).list();
  if (requests.length === 0) {
    process.stdout.write(`No account removal requests are recorded in ${dataDir}/${REMOVAL_REQUESTS_FILE}.\n`);
    return;
  }
  for (const request of requests) process.stdout.write(`${request.receivedAt}  ${request.id}  ${request.email}\n`);
}
