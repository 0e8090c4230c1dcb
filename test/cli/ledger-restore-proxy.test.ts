/**
 * `forms ledger restore` against a real `forms proxy`: refused while the proxy runs (idle between
 * orders, it still has the ledger open), nothing changed; once the proxy is killed (SIGKILL, its last
 * orders still only in the write-ahead log) the restore goes through, and the file it keeps,
 * `ledger.sqlite3.before-restore-<time>`, holds those orders too.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { donationEntry } from '../proxy/ledger/helpers/order-entries.ts';
import { orderNumbersIn } from './helpers/ledger-levels.ts';
import { ORDER } from './helpers/order-post.ts';
import { runCli } from './helpers/run-cli.ts';
import { seededLedger } from './helpers/seeded-ledger.ts';
import { spawnServer, type SpawnedServer } from './helpers/spawned-server.ts';
import { gatewayEnv, startStandaloneGateway, type StandaloneGateway } from './helpers/standalone-gateway.ts';

let root: string;
let gateway: StandaloneGateway;
let proxy: SpawnedServer | undefined;

test.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-restore-proxy-'));
  gateway = await startStandaloneGateway();
});
test.after(async () => {
  await proxy?.dispose();
  await gateway.close();
  await rm(root, { recursive: true, force: true });
});

test("refused while the proxy runs; after a SIGKILL, restored with the killed proxy's orders kept aside", async () => {
  const backupSource = await seededLedger(root);
  await backupSource.ledger.record(donationEntry('BACKED-UP-1'));
  await backupSource.database.close();
  const file = join(root, 'backup.sqlite3');
  assert.is(runCli(['ledger', 'backup', file, '--data-dir', backupSource.dataDir]).status, 0);

  const dataDir = join(root, 'live');
  const orgs = (await loadOrgs(fixtureOrgsDir)).map(({ org }) => org);
  proxy = await spawnServer('proxy', gatewayEnv(orgs, gateway, dataDir, { RECONCILE_INTERVAL_SECONDS: '0', MAIL_INTERVAL_SECONDS: '0' }), [
    '--host',
    '127.0.0.1',
    '--orgs',
    fixtureOrgsDir,
  ]);
  const taken: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(`${proxy.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ORDER),
    });
    assert.is(response.status, 200);
    taken.push(((await response.json()) as { orderNumber: string }).orderNumber);
  }
  const ledgerFile = join(dataDir, 'ledger.sqlite3');

  const refused = runCli(['ledger', 'restore', file, '--data-dir', dataDir]);
  assert.is(refused.status, 1);
  assert.match(refused.stderr, 'is open in another process (a running proxy, or a forms command): stop it first. Nothing was changed.');
  assert.equal(orderNumbersIn(ledgerFile), [...taken].sort());

  proxy.child.kill('SIGKILL');
  await proxy.exit();
  assert.ok(statSync(`${ledgerFile}-wal`).size > 0, 'the killed proxy left its last writes in the write-ahead log');

  const restored = runCli(['ledger', 'restore', file, '--data-dir', dataDir]);
  assert.is(restored.status, 0, restored.stderr);
  assert.not.ok(existsSync(`${ledgerFile}-wal`), "no write-ahead log of the replaced ledger is left to be read as the new one's");
  const kept = (await readdir(dataDir)).filter((name) => name.startsWith('ledger.sqlite3.before-restore-'));
  assert.is(kept.length, 1);
  assert.equal(orderNumbersIn(join(dataDir, kept[0]!)), [...taken].sort(), "the killed proxy's orders are in the kept file");
  assert.equal(orderNumbersIn(ledgerFile), ['BACKED-UP-1']);
  assert.is(runCli(['ledger', 'check', '--data-dir', dataDir]).status, 0);
});

test.run();
