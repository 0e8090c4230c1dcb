/**
 * `forms removal-requests`: the account removal requests the proxy has recorded, oldest first, one line
 * each: received-at time, request id, email address. For the operator who carries them out.
 */
import { createFileRemovalRequestStore, REMOVAL_REQUESTS_FILE } from '../proxy/removal-requests/file-removal-request-store.ts';
import { listStoredRecords } from './list-stored-records.ts';

export interface RemovalRequestsCommandOptions {
  /** The proxy's data folder; default FORMS_DATA_DIR, else `var/` in the working directory. */
  dataDir?: string;
}

/** Prints the list; throws RemovalRequestsFileError for a line of the file that is not such a request. */
export function removalRequestsCommand(options: RemovalRequestsCommandOptions): Promise<void> {
  return listStoredRecords(
    {
      fileName: REMOVAL_REQUESTS_FILE,
      none: 'No account removal requests are recorded',
      list: (dataDir) => createFileRemovalRequestStore(dataDir).list(),
      line: (request) => `${request.receivedAt}  ${request.id}  ${request.email}`,
    },
    options.dataDir,
  );
}
