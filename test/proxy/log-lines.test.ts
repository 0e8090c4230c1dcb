/**
 * The log's two forms: on a terminal one readable line per event (time, level, message and the event's
 * fields), anywhere else JSON lines; the same fields, redacted the same way, in both.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLogger, defaultLogDestination } from '../../proxy/logger.ts';

const EVENT = { orderNumber: 'k3x9az7m2p8w4rt6yhcq', payProId: '01102205600001', email: 'ayesha@example.org', clientSecret: 's3cret-42' };

test('on a terminal: one readable line per event, with its fields, donor data and secrets redacted', async () => {
  const terminal = Object.assign(new PassThrough(), { isTTY: true, fd: 99 });
  let written = '';
  terminal.on('data', (chunk: Buffer) => (written += chunk.toString('utf8')));
  const log = createLogger('info', defaultLogDestination(terminal));
  log.info(EVENT, 'order created');
  log.warn({ orderNumber: 'second' }, 'create-order rejected');
  await new Promise((resolve) => setImmediate(resolve));
  const lines = written.trimEnd().split('\n');
  assert.is(lines.length, 2, written);
  assert.match(lines[0]!, /^\S*\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.?\d*\]\S* \S*INFO\S*: \S*order created/);
  assert.match(lines[0]!, '"orderNumber":"k3x9az7m2p8w4rt6yhcq"');
  assert.match(lines[0]!, '"email":"[redacted]"');
  assert.not.match(written, 'ayesha@example.org');
  assert.not.match(written, 's3cret-42');
  assert.not.match(lines[0]!, /^\{/, 'not JSON');
  assert.match(lines[1]!, /WARN\S*: \S*create-order rejected/);
});

test('elsewhere (a pipe, a file, a service manager): JSON lines with the same fields, redacted alike', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'log-lines-'));
  const file = join(folder, 'out.log');
  const fd = openSync(file, 'w');
  try {
    const log = createLogger('info', defaultLogDestination(Object.assign(new PassThrough(), { isTTY: false, fd })));
    log.info(EVENT, 'order created');
  } finally {
    closeSync(fd);
  }
  try {
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    assert.is(lines.length, 1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    assert.equal(
      [line.msg, line.orderNumber, line.payProId, line.email, line.clientSecret],
      ['order created', 'k3x9az7m2p8w4rt6yhcq', '01102205600001', '[redacted]', '[redacted]'],
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test.run();
