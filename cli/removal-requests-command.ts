/**
 * `forms removal-requests`: the account removal requests the proxy has recorded in its ledger, oldest
 * first, one line each: received-at time, request id, email address, and where its confirmation stands:
 * `verified` (the owner followed the emailed link: act on it), `awaiting` (a link was emailed and still
 * works), `expired` (the link ran out unused), `unverified` (no link was sent: no SMTP_URL, or sending
 * failed). For the operator who carries them out.
 */
import { createRemovalRequestStore } from '../proxy/ledger/removal-requests.ts';
import { withCommandDatabase } from './command-database.ts';

export interface RemovalRequestsCommandOptions {
  /** The proxy's data folder; default FORMS_DATA_DIR, else `var/` in the working directory. */
  dataDir?: string;
}

/** Prints the list; throws NoLedgerError when the proxy has recorded nothing in that folder. */
export async function removalRequestsCommand(options: RemovalRequestsCommandOptions): Promise<void> {
  const requests = await withCommandDatabase(options.dataDir, (database) => createRemovalRequestStore(database.db).list(new Date()));
  if (requests.length === 0) {
    process.stdout.write('No account removal requests are recorded.\n');
    return;
  }
  for (const request of requests) {
    process.stdout.write(`${request.receivedAt}  ${request.id}  ${request.email}  ${request.confirmation}\n`);
  }
}
