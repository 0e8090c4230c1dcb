/**
 * An environment for `forms proxy` that is wrong in every group at once, as a new operator's first
 * `.env` is: no PAYPRO_BASE_URL, the credentials of some orgs only (every other org's missing), no
 * callback pair, no PUBLIC_URL, a DATABASE_URL that is not PostgreSQL, SMTP_URL without SMTP_FROM and a
 * bad LOG_LEVEL. Its secrets are easy to search for, so a test can check that no message quotes them.
 */
import * as assert from 'uvu/assert';
import type { Org } from '../../orgs/types.ts';
import { orgCredentialVariables } from '../../proxy/config.ts';

export interface EveryProblemEnv {
  env: Record<string, string>;
  /** Every secret value in `env`. */
  secrets: string[];
  /** The headings the message must hold, in its order. */
  headings: string[];
}

/** The environment above for `orgs`, whose first org has all its credentials set and the others none. */
export function everyProblemEnv(orgs: readonly Org[]): EveryProblemEnv {
  const [complete, ...others] = orgs;
  const env: Record<string, string> = {
    DATABASE_URL: 'mysql://forms:db-hunter2@db.internal/forms',
    SMTP_URL: 'smtps://forms:mail-hunter2@mail.example.org:465',
    LOG_LEVEL: 'chatty',
  };
  for (const name of orgCredentialVariables(complete!)) env[name] = `cred-hunter2-${name.toLowerCase()}`;
  return {
    env,
    secrets: ['db-hunter2', 'mail-hunter2', 'cred-hunter2'],
    headings: [
      'gateway:',
      ...others.map((org) => `credentials of ${org.id}:`),
      'callback:',
      'public origin:',
      'database:',
      'mail:',
      'other settings:',
    ],
  };
}

/**
 * Asserts that `message` is the one grouped list for `expected`: its first line once, each heading on
 * its own line in order with its problems under it (`  - ...`), the first org (all set) not named as
 * missing anything, and no secret anywhere.
 */
export function assertEveryProblem(message: string, expected: EveryProblemEnv, orgs: readonly Org[]): void {
  assert.is(message.split('The proxy cannot start.').length, 2, `one message:\n${message}`);
  const lines = message.trim().split('\n');
  const headings = lines.filter((line) => !line.startsWith('  - ') && line.endsWith(':')).slice(1);
  assert.equal(headings, expected.headings, message);
  for (const heading of expected.headings) {
    const at = lines.indexOf(heading);
    assert.ok(lines[at + 1]?.startsWith('  - '), `${heading} has its problems under it:\n${message}`);
  }
  assert.match(message, 'PAYPRO_BASE_URL is not set');
  assert.match(message, 'PAYPRO_CALLBACK_USERNAME and PAYPRO_CALLBACK_PASSWORD');
  assert.match(message, 'PUBLIC_URL is not set');
  assert.match(message, 'DATABASE_URL is not a postgres://');
  assert.match(message, 'SMTP_URL and SMTP_FROM go together');
  assert.match(message, 'LOG_LEVEL is "chatty"');
  for (const org of orgs.slice(1)) assert.match(message, orgCredentialVariables(org)[0]!);
  assert.not.match(message, `credentials of ${orgs[0]!.id}:`);
  for (const secret of expected.secrets) assert.not.match(message, secret);
}
