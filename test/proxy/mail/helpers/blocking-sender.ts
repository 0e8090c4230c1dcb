/**
 * A second process for the outbox crash test: opens the SQLite ledger in the folder given first and runs
 * one outbox pass at the time given second (ISO), over a transport that writes `sending <address>` to
 * stdout and then never answers, as a process killed between the send and its mark would leave it.
 * The test kills it (SIGKILL) once it has printed that line.
 */
import { openDatabase } from '../../../../proxy/ledger/open-database.ts';
import { createLogger } from '../../../../proxy/logger.ts';
import { composersFor } from '../../../../proxy/mail/outbox-compose.ts';
import { createOutboxSender } from '../../../../proxy/mail/outbox-sender.ts';

const [dataDir, at] = process.argv.slice(2);
const database = await openDatabase({ kind: 'sqlite', dataDir: dataDir! });
const sender = createOutboxSender({
  db: database.db,
  transport: {
    send: (mail) => {
      process.stdout.write(`sending ${mail.to}\n`);
      return new Promise<void>(() => {});
    },
  },
  compose: composersFor(database.db, undefined),
  log: createLogger('silent'),
  now: () => new Date(at!),
});
await sender.pass();
