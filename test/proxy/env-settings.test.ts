/**
 * The settings of the environment (numbers, switches, the log level) are read and checked from their
 * declaration (`env-variables.ts`): an unset one takes the declared default, SHUTDOWN_GRACE_MS and PORT
 * included, and every unusable one is named in the one ConfigError `loadConfig` throws.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../orgs/types.ts';
import { loadConfig } from '../../proxy/config.ts';
import { settingFallback } from '../../proxy/env-settings.ts';
import { defaultWords, ENV_VARIABLES } from '../../proxy/env-variables.ts';
import { configProblem } from './helpers/config-problem.ts';
import { testOrgs } from './helpers/test-orgs.ts';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgs();
});

test('unset or empty, a setting takes the default its declaration documents', () => {
  for (const env of [{}, { SHUTDOWN_GRACE_MS: ' ', PAYPRO_TIMEOUT_MS: '', TRUST_PROXY: '' }]) {
    const config = loadConfig(env, orgs);
    assert.equal(
      [config.shutdownGraceMs, config.timeoutMs, config.tokenTtlMs, config.trustProxy, config.logLevel, config.rateLimits.orders],
      [20_000, 15_000, 600_000, false, 'info', 60],
    );
    assert.is(config.callback.path, '/paypro/uis');
  }
  const documented = (name: string) => defaultWords(ENV_VARIABLES.flat().find((variable) => variable.name === name)!);
  assert.is(documented('SHUTDOWN_GRACE_MS'), String(settingFallback('SHUTDOWN_GRACE_MS')));
  assert.is(documented('PORT'), String(settingFallback('PORT')));
});

test('SHUTDOWN_GRACE_MS: whole milliseconds, 0 allowed (cut at once), spaces around ignored', () => {
  assert.is(loadConfig({ SHUTDOWN_GRACE_MS: '0' }, orgs).shutdownGraceMs, 0);
  assert.is(loadConfig({ SHUTDOWN_GRACE_MS: ' 45000 ' }, orgs).shutdownGraceMs, 45_000);
});

test('anything else stops the start with a ConfigError naming the variable and the value', () => {
  for (const value of ['soon', '-1', '1.5', '20s', '99999999999999999999']) {
    assert.is(
      configProblem({ SHUTDOWN_GRACE_MS: value }, orgs),
      [
        'The proxy cannot start. Every problem found, by group:',
        'other settings:',
        `  - SHUTDOWN_GRACE_MS is "${value}", which is not a whole number (0 or more); set it to e.g. 20000, or unset it for that default.`,
      ].join('\n'),
    );
  }
});

test('two unusable settings give one error naming both', () => {
  const message = configProblem({ PAYPRO_TIMEOUT_MS: 'fast', SHUTDOWN_GRACE_MS: 'soon', PORT: 'eighty' }, orgs);
  assert.match(message, 'PAYPRO_TIMEOUT_MS is "fast"');
  assert.match(message, 'SHUTDOWN_GRACE_MS is "soon"');
  assert.match(message, 'PORT is "eighty"');
});

test.run();
