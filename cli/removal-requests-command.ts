/**
 * `forms removal-requests`: the account removal requests the proxy has recorded in its ledger, oldest
 * first, one line each: received-at time, request id, email address, and whether the address's owner
 * confirmed it (`verified`) or not yet (`unverified`). For the operator who carries them out.
 */
import { createRemovalRequestStore } from '../proxy/ledger/removal-requests.ts';
import { withCommandDatabase } from './command-database.ts';

export interface RemovalRequestsCommandOptions {
  /** The proxy's data folder; default FORMS_DATA_DIR, else `var/` in the working directory. */
  dataDir?: string;
}

/** Prints the list; throws NoLedgerError when the proxy has recorded nothing in that folder. */
export async function removalRequestsCommand(options: RemovalRequestsCommandOptions): Promise<void> {
  const requests = await withCommandDatabase(options.dataDir, (database) => createRemovalRequestStore(database.db).list());
  if (requests.length === 0) {
    process.stdout.write('No account removal requests are recorded.\n');
    return;
  }
  for (const request of requests) {
    const state = request.verified ? 'verified' : 'unverified';
    process.stdout.write(`${request.receivedAt}  ${request.id}  ${request.email}  ${state}\n`);
  }
}
