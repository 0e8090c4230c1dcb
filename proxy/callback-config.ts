/**
 * PayPro's server callback in the proxy's configuration: where the proxy takes it and which username and
 * password pairs a delivery may carry (proxy/OPERATIONS.md "PayPro's server callback", PROTOCOL.md
 * "Server callback"). Two kinds of pair, either or both:
 * - the agreed pair, PAYPRO_CALLBACK_USERNAME and PAYPRO_CALLBACK_PASSWORD: one pair agreed with PayPro
 *   for every account; a delivery carrying it may settle any order (the configuration of tutormint
 *   `app/paypro/uis/route.ts`, PROTOCOL.md [one]);
 * - each merchant account's own pair, `PAYPRO_<ORG>_<ACCOUNT>_CALLBACK_USERNAME` and `_CALLBACK_PASSWORD`
 *   (`callbackVariables`): most public handlers compare the callback with the merchant's own username
 *   and password (EventLand `Webhooks/PayProCallbackController.cs` with `Options/PayProOptions.cs`,
 *   PROTOCOL.md [several]), and one pair per merchant cannot be one global pair when thirty orgs have
 *   their own PayPro accounts. A delivery carrying it settles only that account's orders.
 *
 * An account's username defaults to its MerchantId (`_MERCHANT_ID`), the merchant's username. Its
 * password: a membership renewal (legacy) account's defaults to its `_MERCHANT_PASSWORD`, the merchant's
 * own login, which /cpay/co and /cpay/gos already carry and which the public handlers compare with (not
 * `_USERNAME`/`_PASSWORD`, the user of the member lookup, which may be another user); a payment (v2)
 * account holds no password of the merchant among its variables (its client id and secret are API keys),
 * so it has a pair only once `_CALLBACK_PASSWORD` is set.
 */
import { isApiPath } from '../orgs/api-contract.ts';
import type { ProblemSink } from './config-problems.ts';
import { quoted } from './config-values.ts';
import { callbackVariables } from './credential-variables.ts';
import type { CallbackTarget } from './simulator/app.ts';

/** A username and password a callback delivery may carry. */
export interface CallbackPair {
  readonly username: string;
  readonly password: string;
}

/** One merchant account's own pair: a delivery carrying it settles only that account's orders. */
export interface AccountCallbackPair extends CallbackPair {
  /** The org id, as in the ledger's `org`. */
  readonly org: string;
  /** The account key in the org file, as in the ledger's `account`. */
  readonly account: string;
  /** The account's MerchantId: whose payments PayPro reports (the simulator picks the pair by it). */
  readonly merchantId: string;
}

/** PayPro's server callback ("UIS"): where the proxy takes it and the pairs it accepts. */
export interface CallbackConfig {
  /** Path of the callback on the proxy, e.g. '/paypro/uis'. */
  readonly path: string;
  /** The pair agreed with PayPro for every account; undefined when unset with a gateway. */
  readonly agreed: CallbackPair | undefined;
  /** Each account's own pair, in org file order; an account without one is absent. */
  readonly accounts: readonly AccountCallbackPair[];
}

/** One merchant account as the callback needs it, its credentials read (placeholders with the simulator). */
export interface CallbackAccount {
  org: string;
  account: string;
  merchantId: string;
  /** A membership (legacy) account's merchant password; undefined for a payment (v2) account. */
  merchantPassword: string | undefined;
}

/** Placeholders with the built-in simulator, which plays PayPro and sends them. */
const SIMULATOR_AGREED: CallbackPair = { username: 'sim-callback', password: 'sim-callback-password' };
/** An account's password with the simulator, as the simulator's other account passwords. */
const SIMULATOR_ACCOUNT_PASSWORD = 'sim-password';

/**
 * `path` (PAYPRO_CALLBACK_PATH, checked here: a path starting with '/', outside /api), the agreed pair
 * and each of `accounts`' own pair, as the module comment says. With a `gateway`, problems (pushed onto
 * `problems`, never quoting a secret): one half of the agreed pair without the other; an account
 * username without a password to go with it; and, when the agreed pair is unset, every account without
 * a pair, named by its `_CALLBACK_PASSWORD`: PayPro's deliveries for it would all be refused, and
 * refused deliveries spend the refusal budget of PayPro's own address, so they would lock out every
 * other account's deliveries too. With the simulator, what is unset becomes a placeholder, so every
 * account has a pair and the agreed pair is set.
 */
export function readCallback(
  read: (name: string) => string | undefined,
  path: string,
  gateway: boolean,
  accounts: readonly CallbackAccount[],
  problems: ProblemSink,
): CallbackConfig {
  if (!/^\/[A-Za-z0-9/_.-]*$/.test(path) || isApiPath(path)) {
    problems.push(`PAYPRO_CALLBACK_PATH is ${quoted(path)}, which is not a path such as /paypro/uis (outside /api).`);
  }
  const agreed = readAgreed(read, gateway, problems);
  const pairs: AccountCallbackPair[] = [];
  const unpaired: string[] = [];
  for (const { org, account, merchantId, merchantPassword } of accounts) {
    const names = callbackVariables(org, account);
    const username = read(names.username);
    const password = read(names.password) ?? merchantPassword ?? (gateway ? undefined : SIMULATOR_ACCOUNT_PASSWORD);
    if (password !== undefined) {
      pairs.push({ org, account, merchantId, username: username ?? merchantId, password });
    } else if (username !== undefined) {
      problems.push(`${names.username} is set but ${names.password} is not: set the password PayPro sends with it, or unset both.`);
    } else {
      unpaired.push(names.password);
    }
  }
  if (gateway && agreed === undefined && unpaired.length > 0) {
    problems.push(
      `With a gateway, PayPro's payment callback needs a username and password for every merchant account, ` +
        `but neither PAYPRO_CALLBACK_USERNAME and PAYPRO_CALLBACK_PASSWORD (one pair agreed with PayPro for every account) ` +
        `nor these accounts' own passwords are set: ${unpaired.join(', ')}. Set each account's to the password PayPro sends ` +
        `for it (usually the merchant's PayPro account password), or set the agreed pair.`,
    );
  }
  return Object.freeze({ path, agreed, accounts: Object.freeze(pairs) });
}

/** PAYPRO_CALLBACK_USERNAME and PAYPRO_CALLBACK_PASSWORD together, or neither (the simulator's placeholders then). */
function readAgreed(read: (name: string) => string | undefined, gateway: boolean, problems: ProblemSink): CallbackPair | undefined {
  const username = read('PAYPRO_CALLBACK_USERNAME');
  const password = read('PAYPRO_CALLBACK_PASSWORD');
  if (username !== undefined && password !== undefined) return Object.freeze({ username, password });
  if (username !== undefined || password !== undefined) {
    const [set, unset] = username === undefined ? ['PASSWORD', 'USERNAME'] : ['USERNAME', 'PASSWORD'];
    problems.push(
      `PAYPRO_CALLBACK_${set} is set but PAYPRO_CALLBACK_${unset} is not: the pair agreed with PayPro for its callback ` +
        'takes both, or neither (each merchant account then has its own).',
    );
  }
  return gateway ? undefined : SIMULATOR_AGREED;
}

/**
 * Where and with which pairs the built-in simulator, playing PayPro, calls the proxy's callback at `url`
 * (`createSimulator({ callback })`): the agreed pair, and each account's own pair by its MerchantId, the
 * one the simulator sends by default. Throws Error for a configuration without the agreed pair (one
 * with a gateway, where no simulator runs).
 */
export function simulatorCallbackTarget(url: string, callback: CallbackConfig): CallbackTarget {
  if (callback.agreed === undefined)
    throw new Error('The simulator plays PayPro only without PAYPRO_BASE_URL, where the agreed pair is set.');
  const merchants = Object.fromEntries(callback.accounts.map(({ merchantId, username, password }) => [merchantId, { username, password }]));
  return { url, ...callback.agreed, merchants };
}
