/**
 * Whose orders a callback delivery may settle, from the username and password it carries
 * (proxy/paypro/PROTOCOL.md "Server callback", `CallbackConfig`): the agreed pair opens every order, an
 * account's own pair that account's orders (several accounts when they share a pair, e.g. two account
 * keys of one PayPro merchant). The pair given is compared with every configured pair, each comparison
 * in constant time and none skipped once one matched, so the time taken says neither which half was
 * wrong nor which account matched.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CallbackConfig } from '../config.ts';

/** What a delivery's pair opens. */
export interface CallbackScope {
  /** The agreed pair matched: every order. */
  readonly any: boolean;
  /** `<org>/<account>` of each account whose own pair matched, in configuration order. */
  readonly accounts: readonly string[];
}

/** The orders a pair opens: `scopeOf(username, password)` is undefined when it opens none. */
export type CallbackAuthority = (username: string, password: string) => CallbackScope | undefined;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The configured pairs of `config`, digested once (equal-length digests compare in constant time). */
export function callbackAuthority(config: CallbackConfig): CallbackAuthority {
  const candidates = [
    ...(config.agreed ? [{ key: undefined, ...config.agreed }] : []),
    ...config.accounts.map((pair) => ({ key: `${pair.org}/${pair.account}`, ...pair })),
  ].map(({ key, username, password }) => ({ key, username: digest(username), password: digest(password) }));
  return (username, password) => {
    const given = { username: digest(username), password: digest(password) };
    const matched = candidates.filter((candidate) => {
      // Both compared before combining, for every candidate: no comparison is skipped.
      const usernameOk = timingSafeEqual(given.username, candidate.username);
      const passwordOk = timingSafeEqual(given.password, candidate.password);
      return usernameOk && passwordOk;
    });
    if (matched.length === 0) return undefined;
    return {
      any: matched.some(({ key }) => key === undefined),
      accounts: matched.flatMap(({ key }) => (key === undefined ? [] : [key])),
    };
  };
}

/** Whether `scope` may settle `order` (a ledger row's `org` and `account`). */
export function covers(scope: CallbackScope, order: { org: string; account: string }): boolean {
  return scope.any || scope.accounts.includes(`${order.org}/${order.account}`);
}
