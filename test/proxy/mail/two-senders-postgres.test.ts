/**
 * Two proxy processes sending one PostgreSQL ledger's outbox (two Kysely instances, each with its own
 * pool), their passes at once over the same 40 due mails: each mail goes out exactly once, and every
 * one is marked sent.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type LedgerDatabase, openDatabase } from '../../../proxy/ledger/open-database.ts';
import { type PostgresServer, startPostgres } from '../../helpers/postgres-server.ts';
import { queueAnnual, recordingTransport, senderRig, T0 } from './helpers/outbox-rig.ts';

const MAILS = 40;

let server: PostgresServer;
const opened: LedgerDatabase[] = [];
test.before(async () => {
  server = await startPostgres();
});
test.after(async () => {
  for (const database of opened) await database.close();
  await server.stop();
});

test('two senders passing at once send each mail once, and send them all', async () => {
  const url = await server.createDatabase();
  for (let index = 0; index < 2; index += 1) opened.push(await openDatabase({ kind: 'postgres', url }));
  const [one, two] = opened as [LedgerDatabase, LedgerDatabase];
  for (let index = 0; index < MAILS; index += 1) await queueAnnual(one.db, `donor${index}@example.org`);
  // One mail server for both; each send waits a turn of the event loop, so the two passes interleave.
  const transport = recordingTransport();
  const record = transport.send;
  transport.send = async (mail) => {
    await new Promise((resolve) => setImmediate(resolve));
    return record(mail);
  };
  const clock = { now: T0 };
  const reports = await Promise.all([senderRig(one.db, transport, clock).sender.pass(), senderRig(two.db, transport, clock).sender.pass()]);

  const counts = new Map<string, number>();
  for (const mail of transport.sent) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
  assert.equal(
    [...counts].filter(([, count]) => count > 1),
    [],
    'no mail sent twice',
  );
  assert.is(counts.size, MAILS);
  assert.is(reports[0].sent + reports[1].sent, MAILS);
  const states = await one.db.selectFrom('mail_outbox').select('state').distinct().execute();
  assert.equal(states, [{ state: 'sent' }]);
});

test.run();
