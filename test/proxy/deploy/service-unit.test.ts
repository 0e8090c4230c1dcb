/**
 * The proxy's systemd unit (`proxy/deploy/forms-proxy.service`): `systemd-analyze verify` accepts it with
 * no warning (an unknown or misplaced setting is one), and it keeps what running it safely needs: a
 * dedicated user, the environment file, a restart policy, the ledger's folder the only writable place,
 * the sandboxing settings, and the start command `forms proxy` on loopback.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const UNIT = new URL('../../../proxy/deploy/forms-proxy.service', import.meta.url);

/** What `systemd-analyze verify` says of `text` written as forms-proxy.service: its exit code and the lines naming the file. */
async function verify(text: string): Promise<{ status: number | null; complaints: string[] }> {
  const folder = await mkdtemp(join(tmpdir(), 'unit-'));
  try {
    const file = join(folder, 'forms-proxy.service');
    // This machine's node, wherever it is installed: verify checks the command exists.
    await writeFile(file, text.replace('/usr/bin/node ', `${process.execPath} `));
    const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    const complaints = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.includes(file));
    return { status: result.status, complaints };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

test('systemd-analyze verify accepts the unit without a single warning', async () => {
  assert.equal(await verify(await readFile(UNIT, 'utf8')), { status: 0, complaints: [] });
});

test('a setting systemd does not know, or in the wrong section, is caught by the same check', async () => {
  const unit = await readFile(UNIT, 'utf8');
  const { complaints } = await verify(
    unit.replace('Restart=on-failure', 'Restart=on-failure\nStartLimitIntervalSec=300\nProtectEverything=yes'),
  );
  assert.is(complaints.length, 2, complaints.join('\n'));
});

test('it runs forms proxy on loopback as its own user, restarts on failure, and may write only the ledger folder', async () => {
  const settings = (await readFile(UNIT, 'utf8')).split('\n').filter((line) => /^\w+=/.test(line));
  for (const setting of [
    'User=forms',
    'EnvironmentFile=/etc/forms/proxy.env',
    // The ledger's folder by a flag, which an empty FORMS_DATA_DIR= in the environment file cannot undo.
    'ExecStart=/usr/bin/node /opt/forms/cli/bin.js proxy --host 127.0.0.1 --port 8080 --data-dir /var/lib/forms',
    'Restart=on-failure',
    'StateDirectory=forms',
    'ProtectSystem=strict',
    'ProtectHome=yes',
    'PrivateTmp=yes',
    'NoNewPrivileges=yes',
    'CapabilityBoundingSet=',
    'SystemCallFilter=@system-service',
    'UMask=0077',
  ]) {
    assert.ok(settings.includes(setting), `the unit has ${setting}`);
  }
});

test.run();
