/** SHUTDOWN_GRACE_MS as `forms serve` and `forms proxy` read it (`shutdownGraceMs`). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_GRACE_MS, shutdownGraceMs } from '../../proxy/graceful-shutdown.ts';

test('unset or empty: the default; a whole number of milliseconds, 0 included, as given', () => {
  assert.is(shutdownGraceMs({}), DEFAULT_GRACE_MS);
  assert.is(shutdownGraceMs({ SHUTDOWN_GRACE_MS: ' ' }), DEFAULT_GRACE_MS);
  assert.is(shutdownGraceMs({ SHUTDOWN_GRACE_MS: '0' }), 0);
  assert.is(shutdownGraceMs({ SHUTDOWN_GRACE_MS: ' 45000 ' }), 45_000);
});

test('anything else stops the start with a ConfigError naming the variable and the value', () => {
  for (const value of ['soon', '-1', '1.5', '20s', '99999999999999999999']) {
    try {
      shutdownGraceMs({ SHUTDOWN_GRACE_MS: value });
      assert.unreachable(`${value} was accepted`);
    } catch (error) {
      assert.is((error as Error).name, 'ConfigError', value);
      assert.is(
        (error as Error).message,
        `SHUTDOWN_GRACE_MS is "${value}", which is not a whole number (0 or more); set it to e.g. 20000, or unset it for that default.`,
      );
    }
  }
});

test.run();
