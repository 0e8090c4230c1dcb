/**
 * The names of the environment variables that hold merchant credentials (the README's decisions "Gateway and
 * secrets"): `PAYPRO_<ORG>_<ACCOUNT>_<FIELD>`, per account and per credential set its forms need.
 */
import type { Org } from '../orgs/types.ts';
import { credentialSetsByAccount, type CredentialSet } from './orders/merchant-account.ts';
import type { LegacyCredentials, MerchantCredentials } from './paypro/index.ts';

/** Variable names of one merchant account's credentials, keyed like MerchantCredentials. */
export type CredentialVariables = Record<keyof MerchantCredentials, string>;

/** Variable names of one merchant account's legacy credentials, keyed like LegacyCredentials. */
export type LegacyCredentialVariables = Record<keyof LegacyCredentials, string>;

/**
 * The environment variables holding one account's credentials: `PAYPRO_<ORG>_<ACCOUNT>_CLIENT_ID`,
 * `_CLIENT_SECRET`, `_MERCHANT_ID`, with the org id and account key upper-cased and every other
 * character than A-Z and 0-9 written as `_` (the README's decisions), e.g. ('khubaib-foundation', 'donation') ->
 * `PAYPRO_KHUBAIB_FOUNDATION_DONATION_CLIENT_ID`.
 */
export function credentialVariables(orgId: string, accountKey: string): CredentialVariables {
  const prefix = accountPrefix(orgId, accountKey);
  return {
    clientId: `${prefix}_CLIENT_ID`,
    clientSecret: `${prefix}_CLIENT_SECRET`,
    merchantId: `${prefix}_MERCHANT_ID`,
  };
}

/**
 * The environment variables holding one account's legacy credentials (the README's decisions "Gateway and
 * secrets"): `PAYPRO_<ORG>_<ACCOUNT>_USERNAME`, `_PASSWORD` (for /cpay/gcd), `_MERCHANT_ID`,
 * `_MERCHANT_PASSWORD` (for /cpay/co), named as in `credentialVariables`; `_MERCHANT_ID` is the same
 * variable in both sets, the merchant's username.
 */
export function legacyCredentialVariables(orgId: string, accountKey: string): LegacyCredentialVariables {
  const prefix = accountPrefix(orgId, accountKey);
  return {
    userName: `${prefix}_USERNAME`,
    password: `${prefix}_PASSWORD`,
    merchantId: `${prefix}_MERCHANT_ID`,
    merchantPassword: `${prefix}_MERCHANT_PASSWORD`,
  };
}

/** Variable names of the pair PayPro's server callback carries for one merchant account. */
export interface CallbackVariables {
  username: string;
  password: string;
}

/**
 * The environment variables of the username and password PayPro's server callback carries for one
 * account's payments (proxy/OPERATIONS.md "PayPro's server callback"): `PAYPRO_<ORG>_<ACCOUNT>_CALLBACK_USERNAME`
 * and `_CALLBACK_PASSWORD`, named as in `credentialVariables`. Optional: `callback-config.ts` says what
 * they default to.
 */
export function callbackVariables(orgId: string, accountKey: string): CallbackVariables {
  const prefix = accountPrefix(orgId, accountKey);
  return { username: `${prefix}_CALLBACK_USERNAME`, password: `${prefix}_CALLBACK_PASSWORD` };
}

/**
 * Every credential variable the proxy reads for `org`: per account used, each set its forms need, then
 * the account's callback pair.
 */
export function orgCredentialVariables(org: Org): string[] {
  const names = new Set<string>();
  for (const [accountKey, sets] of credentialSetsByAccount(org)) {
    for (const set of sets) for (const name of Object.values(variablesOf(set, org.id, accountKey))) names.add(name);
    for (const name of Object.values(callbackVariables(org.id, accountKey))) names.add(name);
  }
  return [...names];
}

/** The variables of one credential set of one account, keyed like its credentials. */
export function variablesOf(set: CredentialSet, orgId: string, accountKey: string): Record<string, string> {
  return set === 'v2' ? credentialVariables(orgId, accountKey) : legacyCredentialVariables(orgId, accountKey);
}

/** `PAYPRO_<ORG>_<ACCOUNT>`, shared by every variable of the account. */
export function accountPrefix(orgId: string, accountKey: string): string {
  return `PAYPRO_${envSegment(orgId)}_${envSegment(accountKey)}`;
}

function envSegment(key: string): string {
  return key.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}
