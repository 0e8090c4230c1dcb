/**
 * The outbox across a crash: a sender process killed (SIGKILL) after it handed a mail to the server and
 * before it marked it leaves the row `sending`; once its lease ends, a restarted sender calls it
 * `unsure` and never sends it, while the mail that was still queued at the crash is sent.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase } from '../../../proxy/ledger/open-database.ts';
import { queueAnnual, recordingTransport, rowsByRecipient, senderRig, T0 } from './helpers/outbox-rig.ts';

const LEASE_MS = 10 * 60_000;

let dataDir = '';
test.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'forms-outbox-crash-'));
});
test.after(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the blocking sender on the ledger in `dataDir` until it says it is sending, then kills it; returns what it printed. */
async function crashWhileSending(): Promise<string> {
  const script = new URL('./helpers/blocking-sender.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, T0.toISOString()], { stdio: ['ignore', 'pipe', 'inherit'] });
  let printed = '';
  const exited = once(child, 'exit');
  for await (const chunk of child.stdout) {
    printed += String(chunk);
    if (printed.includes('\n')) break;
  }
  child.kill('SIGKILL');
  const [code, signal] = await exited;
  assert.equal([code, signal], [null, 'SIGKILL']);
  return printed;
}

test('a sender killed between send and mark leaves its mail unsure, never sent again; the queued one is sent after the restart', async () => {
  const before = await openDatabase({ kind: 'sqlite', dataDir });
  await queueAnnual(before.db, 'first@example.org', T0);
  await queueAnnual(before.db, 'second@example.org', new Date(T0.getTime() + 1));
  await before.close();

  assert.is(await crashWhileSending(), 'sending first@example.org\n');

  const after = await openDatabase({ kind: 'sqlite', dataDir });
  try {
    const left = await rowsByRecipient(after.db);
    assert.equal([left.get('first@example.org')?.state, left.get('second@example.org')?.state], ['sending', 'queued']);
    const transport = recordingTransport();
    const clock = { now: new Date(T0.getTime() + LEASE_MS + 1) };
    const { sender } = senderRig(after.db, transport, clock);
    assert.equal(await sender.pass(), { sent: 1, retried: 0, failed: 0, unsure: 1 });
    clock.now = new Date(T0.getTime() + 24 * 60 * 60_000);
    assert.equal(await sender.pass(), { sent: 0, retried: 0, failed: 0, unsure: 0 });
    assert.equal(
      transport.sent.map((mail) => mail.to),
      ['second@example.org'],
    );
    const rows = await rowsByRecipient(after.db);
    assert.equal(
      [rows.get('first@example.org')?.state, rows.get('first@example.org')?.payload, rows.get('second@example.org')?.state],
      ['unsure', null, 'sent'],
    );
  } finally {
    await after.close();
  }
});

test.run();
