/**
 * Fake merchant credentials that are easy to find if they ever leak: every credential variable the
 * proxy reads for the given orgs (`orgCredentialVariables`) gets a value no other text contains,
 * `fake-<variable in lower case>-<random tag>`.
 */
import { randomBytes } from 'node:crypto';
import type { Org } from '../../../orgs/types.ts';
import { orgCredentialVariables } from '../../../proxy/config.ts';

export interface FakeCredentials {
  /** Variable name -> fake value, for `loadConfig` or a child process's environment. */
  env: Record<string, string>;
  /** Every fake value, to search logs, answers and files for. */
  values: string[];
}

/** One fresh random tag per call, so values from an earlier run can never match. */
export function fakeCredentials(orgs: readonly Org[]): FakeCredentials {
  const tag = randomBytes(6).toString('hex');
  const env: Record<string, string> = {};
  for (const org of orgs) {
    for (const name of orgCredentialVariables(org)) env[name] = `fake-${name.toLowerCase().replaceAll('_', '-')}-${tag}`;
  }
  // The pair agreed for PayPro's callback is a secret too (each account's own is among the variables above).
  for (const name of ['PAYPRO_CALLBACK_USERNAME', 'PAYPRO_CALLBACK_PASSWORD'])
    env[name] = `fake-${name.toLowerCase().replaceAll('_', '-')}-${tag}`;
  return { env, values: Object.values(env) };
}
