/**
 * `loadConfig` names every problem of the configuration in one ConfigError, grouped (gateway, each org's
 * credentials, callback, public origin, database, mail, other settings), whatever the order they are
 * found in, and quotes no secret; for `forms proxy` (`requireGateway`) an unset PAYPRO_BASE_URL does
 * not hide the credentials and the callback's pairs it will need.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../orgs/types.ts';
import { ConfigError, loadConfig } from '../../proxy/config.ts';
import { assertEveryProblem, everyProblemEnv } from '../helpers/every-problem-env.ts';
import { testOrgsWithMembership } from './helpers/test-orgs.ts';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgsWithMembership();
});

/** The ConfigError `loadConfig` throws for `env` (and `forOrgs`, default the fixture orgs) as `forms proxy` reads it. */
function refusal(env: Record<string, string>, forOrgs = orgs): ConfigError {
  try {
    loadConfig(env, forOrgs, { requireGateway: true, requirePublicUrl: true });
  } catch (err) {
    assert.instance(err, ConfigError);
    return err as ConfigError;
  }
  throw new Error('loadConfig accepted the configuration');
}

test('one ConfigError lists every problem by group, each org apart, and no secret', () => {
  const expected = everyProblemEnv(orgs);
  assertEveryProblem(refusal(expected.env).message, expected, orgs);
});

test('without requireGateway (forms serve), an unset PAYPRO_BASE_URL asks for no credentials', () => {
  const config = loadConfig({}, orgs);
  assert.is(config.payproBaseUrl, undefined);
  assert.is(config.callback.agreed?.username, 'sim-callback');
});

test('with requireGateway, only the gateway is missing once everything else is set', () => {
  const one = orgs.slice(0, 1);
  const { DATABASE_URL: _database, SMTP_URL: _smtp, LOG_LEVEL: _level, ...rest } = everyProblemEnv(one).env;
  const message = refusal({ ...rest, PUBLIC_URL: 'https://pay.example.org' }, one).message.split('\n');
  assert.is(message[1], 'gateway:');
  assert.match(message[2]!, 'PAYPRO_BASE_URL is not set');
  assert.is(message.length, 3, message.join('\n'));
});

test('a missing credential names the org and the command that lists its variables', () => {
  const message = refusal({ PAYPRO_BASE_URL: 'https://demoapi.paypro.com.pk' }).message;
  assert.match(message, 'credentials of membership:\n  - Every merchant account needs its credentials with a gateway');
  assert.match(message, 'npx forms env --org membership lists them');
  assert.not.match(message, 'unset PAYPRO_BASE_URL', '`forms proxy` cannot drop the gateway');
});

test.run();
