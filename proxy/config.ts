/**
 * The proxy's configuration, read once from the environment at start, validated and frozen.
 *
 * Variables: `PAYPRO_BASE_URL` (unset: the built-in simulator; else an http(s) URL such as
 * `https://demoapi.paypro.com.pk`, paypro.md §1), `PAYPRO_TIMEOUT_MS` (per gateway call, default
 * 15000, paypro.md §13), `PAYPRO_TOKEN_TTL_SECONDS` (token reuse, default 600, paypro.md §3),
 * `LOG_LEVEL` (default info), and three credentials per merchant account named by
 * `credentialVariables`. An empty value counts as unset, as `.env` files often leave them.
 */
import type { LevelWithSilent } from 'pino';
import type { Org } from '../orgs/types.ts';
import { accountsUsedBy } from './orders/merchant-account.ts';
import type { MerchantCredentials } from './paypro/index.ts';

const LOG_LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface ProxyConfig {
  /** Gateway base URL without a trailing slash; undefined means the built-in simulator. */
  readonly payproBaseUrl: string | undefined;
  /** Per gateway HTTP call, in milliseconds. */
  readonly timeoutMs: number;
  /** How long an auth token is reused, in milliseconds. */
  readonly tokenTtlMs: number;
  readonly logLevel: LevelWithSilent;
  /** The credentials of one account used by a form; throws ConfigError for any other account. */
  credentials(orgId: string, accountKey: string): MerchantCredentials;
}

/** The configuration is unusable; `message` names every problem at once. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Variable names of one merchant account's credentials, keyed like MerchantCredentials. */
export type CredentialVariables = Record<keyof MerchantCredentials, string>;

/**
 * The environment variables holding one account's credentials: `PAYPRO_<ORG>_<ACCOUNT>_CLIENT_ID`,
 * `_CLIENT_SECRET`, `_MERCHANT_ID`, with the org id and account key upper-cased and every other
 * character than A-Z and 0-9 written as `_` (DESIGN.md), e.g. ('khubaib-foundation', 'donation') ->
 * `PAYPRO_KHUBAIB_FOUNDATION_DONATION_CLIENT_ID`.
 */
export function credentialVariables(orgId: string, accountKey: string): CredentialVariables {
  const prefix = `PAYPRO_${envSegment(orgId)}_${envSegment(accountKey)}`;
  return {
    clientId: `${prefix}_CLIENT_ID`,
    clientSecret: `${prefix}_CLIENT_SECRET`,
    merchantId: `${prefix}_MERCHANT_ID`,
  };
}

function envSegment(key: string): string {
  return key.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/**
 * Reads and checks the configuration for `orgs`. With `PAYPRO_BASE_URL` set, every account used by a
 * form needs all three credentials; without it, missing ones become simulator placeholders. Throws one
 * ConfigError listing every problem: missing variables, a malformed URL, a bad number or log level,
 * or two accounts whose variable names coincide.
 */
export function loadConfig(env: Record<string, string | undefined>, orgs: Org[]): ProxyConfig {
  const read = (name: string): string | undefined => env[name]?.trim() || undefined;
  const problems: string[] = [];
  const baseUrlSetting = read('PAYPRO_BASE_URL');
  const payproBaseUrl = readBaseUrl(baseUrlSetting, problems);
  const timeoutMs = readPositiveInteger('PAYPRO_TIMEOUT_MS', read('PAYPRO_TIMEOUT_MS'), 15_000, problems);
  const ttlSeconds = readPositiveInteger('PAYPRO_TOKEN_TTL_SECONDS', read('PAYPRO_TOKEN_TTL_SECONDS'), 600, problems);
  const logLevel = readLogLevel(read('LOG_LEVEL'), problems);

  const accounts = new Map<string, MerchantCredentials>();
  const owners = new Map<string, string>();
  const missing: string[] = [];
  for (const org of orgs) {
    for (const accountKey of new Set(org.forms.flatMap(accountsUsedBy))) {
      const names = credentialVariables(org.id, accountKey);
      const owner = `${org.id}/${accountKey}`;
      const clash = owners.get(names.clientId);
      if (clash) problems.push(`Accounts ${clash} and ${owner} both read ${names.clientId}; rename one account key.`);
      owners.set(names.clientId, owner);
      const value = (field: keyof MerchantCredentials): string => {
        const found = read(names[field]);
        if (found === undefined && baseUrlSetting !== undefined) missing.push(names[field]);
        return found ?? simulatorCredentials(org.id, accountKey)[field];
      };
      accounts.set(owner, {
        clientId: value('clientId'),
        clientSecret: value('clientSecret'),
        merchantId: value('merchantId'),
      });
    }
  }
  if (missing.length > 0) {
    problems.unshift(
      `PAYPRO_BASE_URL is set, so every merchant account needs its credentials, but these variables ` +
        `are not set: ${missing.join(', ')}. Set them (see .env.example), or unset PAYPRO_BASE_URL ` +
        `to use the built-in simulator.`,
    );
  }
  if (problems.length > 0) throw new ConfigError(`The proxy cannot start. ${problems.join(' ')}`);

  return Object.freeze({
    payproBaseUrl,
    timeoutMs,
    tokenTtlMs: ttlSeconds * 1000,
    logLevel,
    credentials(orgId: string, accountKey: string): MerchantCredentials {
      const found = accounts.get(`${orgId}/${accountKey}`);
      if (found) return { ...found };
      throw new ConfigError(
        `No form of org ${orgId} uses the merchant account ${accountKey}, so the proxy holds no credentials for it.`,
      );
    },
  });
}

/** Placeholders the simulator accepts; they reach no real gateway. */
function simulatorCredentials(orgId: string, accountKey: string): MerchantCredentials {
  const id = `${orgId}-${accountKey}`;
  return { clientId: `sim-${id}`, clientSecret: 'sim-secret', merchantId: `sim-${id}` };
}

function readBaseUrl(value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    problems.push(
      `PAYPRO_BASE_URL is "${value}", which is not an http(s) URL; set it to e.g. ` +
        `https://demoapi.paypro.com.pk, or unset it to use the built-in simulator.`,
    );
    return undefined;
  }
  return value.replace(/\/+$/, '');
}

function readPositiveInteger(name: string, value: string | undefined, fallback: number, problems: string[]): number {
  if (value === undefined) return fallback;
  if (/^\d+$/.test(value) && Number(value) > 0 && Number.isSafeInteger(Number(value))) return Number(value);
  problems.push(
    `${name} is "${value}", which is not a whole number greater than 0; set it to e.g. ${fallback}, ` +
      `or unset it for that default.`,
  );
  return fallback;
}

function readLogLevel(value: string | undefined, problems: string[]): LevelWithSilent {
  if (value === undefined) return 'info';
  const level = LOG_LEVELS.find((known) => known === value.toLowerCase());
  if (level) return level;
  problems.push(`LOG_LEVEL is "${value}", which is not one of ${LOG_LEVELS.join(', ')}.`);
  return 'info';
}
