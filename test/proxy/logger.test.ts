import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLogger } from '../../proxy/logger.ts';

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
      order: [
        { MerchantId: 'JHR_Trust' },
        { OrderNumber: 'n-1', CustomerEmail: 'a@b.pk', CustomerMobile: '03001234567' },
      ],
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

test('the level filters lower lines; silent writes nothing', () => {
  const warn = capture('warn');
  warn.log.info('hidden');
  warn.log.warn('shown');
  assert.equal(warn.lines.map((line) => line.msg), ['shown']);
  const silent = capture('silent');
  silent.log.error('hidden');
  assert.is(silent.lines.length, 0);
});

test.run();
