/**
 * How `forms` meets its surroundings: `.env` in the working folder is read before anything else, so
 * its PORT is the port `forms serve` listens on; a reader that stops early (`forms list | head -5`)
 * ends the command quietly instead of crashing it with EPIPE.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { childEnv } from './helpers/child-env.ts';
import { BIN, ROOT } from './helpers/run-cli.ts';
import { freePort } from '../helpers/free-port.ts';

const folder = mkdtempSync(join(tmpdir(), 'forms-env-file-'));
test.after(() => rmSync(folder, { recursive: true, force: true }));

test('PORT in .env is the port forms serve listens on when --port is not given', async () => {
  const port = await freePort();
  writeFileSync(join(folder, '.env'), `PORT=${port}\nLOG_LEVEL=silent\nFORMS_DATA_DIR=${join(folder, 'data')}\n`);
  const child = spawn(process.execPath, [BIN, 'serve', '--host', '127.0.0.1'], {
    cwd: folder,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('close', resolve));
  try {
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no "served at" line within 60 s: ${out}`)), 60_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        const found = /served at (\S+)\//.exec(out);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]!);
        }
      });
    });
    assert.is(line, `http://localhost:${port}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});

test('forms list whose reader has gone (as `| head` leaves it) ends without an error', async () => {
  const child = spawn(process.execPath, [BIN, 'list'], { cwd: ROOT, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // The reader closes its end before the first line, so every write of the command meets a closed pipe.
  child.stdout!.destroy();
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  assert.is(stderr, '');
  assert.is(code, 0);
});

test.run();
