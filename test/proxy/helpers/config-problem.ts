/** Runs `loadConfig` expecting the configuration to be refused. */
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { ConfigError, loadConfig } from '../../../proxy/config.ts';

/** The message of the ConfigError `loadConfig(env, orgs)` throws; throws Error when it accepts the configuration. */
export function configProblem(env: Record<string, string | undefined>, orgs: Org[]): string {
  try {
    loadConfig(env, orgs);
  } catch (err) {
    assert.instance(err, ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error('loadConfig accepted the configuration');
}
