import { spawnSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLogger } from '../../proxy/logger.ts';

const LOGGER_MODULE = new URL('../../proxy/logger.ts', import.meta.url).href;

/** A logger writing into an array of parsed lines. */
function capture(level: Parameters<typeof createLogger>[0]) {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

test('credentials, tokens and donor details are redacted; order numbers are kept', () => {
  const { log, lines } = capture('info');
  log.warn(
    {
      creds: { clientId: 'cid-91x', clientSecret: 's3cret-42', merchantId: 'JHR_Trust' },
      order: [{ MerchantId: 'JHR_Trust' }, { OrderNumber: 'n-1', CustomerEmail: 'a@b.pk', CustomerMobile: '03001234567' }],
      req: { headers: { token: 'tok-7f3a', host: 'proxy.example' } },
      values: { name: 'Ayesha', email: 'a@b.pk' },
    },
    'create-order got no answer',
  );
  const text = JSON.stringify(lines);
  for (const secret of ['cid-91x', 's3cret-42', 'tok-7f3a', 'a@b.pk', '03001234567', 'Ayesha']) {
    assert.not.ok(text.includes(secret), `${secret} leaked: ${text}`);
  }
  for (const kept of ['JHR_Trust', 'n-1', 'proxy.example']) assert.ok(text.includes(kept), kept);
});

test("every form kind's personal fields, the legacy credentials and a member's record are redacted", () => {
  const { log, lines } = capture('info');
  log.warn(
    {
      firstName: 'Zarqoon',
      lastName: 'Qasrveth',
      fatherName: 'Mirwais Qasrveth',
      contactNumber: '0300 7654321',
      cnicNumber: '4210112345678',
      nationalIdentityNumber: '3520212345671',
      internationalNumber: '+447911123456',
      legacy: { userName: 'scci-user-9', password: 'scci-pass-9', merchantId: 'SCCI_Associate' },
      record: { Name: 'Example Textiles', Mobile: '03211234567', Email: 'accounts@textiles.example.com', Address: 'Plot 1' },
      donor: { name: 'Ayesha Zulfiqar' },
      orderNumber: 'n-2',
    },
    'membership call got no answer',
  );
  const text = JSON.stringify(lines);
  const leaked = [
    'Zarqoon',
    'Qasrveth',
    '0300 7654321',
    '4210112345678',
    '3520212345671',
    '+447911123456',
    'scci-user-9',
    'scci-pass-9',
    'Example Textiles',
    '03211234567',
    'accounts@textiles',
    'Plot 1',
    'Ayesha Zulfiqar',
  ].filter((secret) => text.includes(secret));
  assert.equal(leaked, [], text);
  for (const kept of ['SCCI_Associate', 'n-2']) assert.ok(text.includes(kept), kept);
});

test('the level filters lower lines; silent writes nothing', () => {
  const warn = capture('warn');
  warn.log.info('hidden');
  warn.log.warn('shown');
  assert.equal(
    warn.lines.map((line) => line.msg),
    ['shown'],
  );
  const silent = capture('silent');
  silent.log.error('hidden');
  assert.is(silent.lines.length, 0);
});

test('on stdout, every line is out when the log call returns: a process killed right after loses none', () => {
  // SIGKILL runs no exit handler, so only lines already written reach the pipe, in the order written.
  const script = [
    `const { createLogger } = await import(${JSON.stringify(LOGGER_MODULE)});`,
    "const log = createLogger('info');",
    "for (let line = 1; line <= 200; line++) log.info({ line }, 'counting');",
    "process.kill(process.pid, 'SIGKILL');",
  ].join('\n');
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  assert.is(child.signal, 'SIGKILL', child.stderr);
  const lines = child.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { line: number }).line);
  assert.equal(
    lines,
    Array.from({ length: 200 }, (_, index) => index + 1),
  );
});

test.run();
