/** Checks that more than one form kind needs: account keys that exist, values that are unique. */
import type { Org } from '../types.ts';
import { childPath, type Finding } from './finding.ts';

/**
 * Findings for every merchant account `form` (at `path`, e.g. `/forms/0`) pays into that is not a key of
 * `org.accounts`, for every kind alike: `accounts` are the keys its kind says it pays into. Each is
 * reported at the `account` property that names it (e.g. `/forms/0/purposes/1/account`), or at the form
 * when no such property names it.
 */
export function unknownAccounts(org: Org, form: object, path: string, accounts: readonly string[]): Finding[] {
  const known = (account: string) => Object.hasOwn(org.accounts, account);
  const message = (account: string) =>
    `names account '${account}', which is not in accounts; use one of: ${Object.keys(org.accounts).join(', ')}`;
  const named = [...accountProperties(form, path)];
  const unplaced = new Set(accounts.filter((account) => !named.some(([, name]) => name === account)));
  return [
    ...named.filter(([, account]) => !known(account)).map(([at, account]) => ({ path: at, message: message(account) })),
    ...[...unplaced].filter((account) => !known(account)).map((account) => ({ path, message: message(account) })),
  ];
}

/** Every `account` property with a string value inside `value` (at `path`), with its path, in document order. */
function* accountProperties(value: unknown, path: string): Generator<[string, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* accountProperties(item, childPath(path, index));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'account' && typeof inner === 'string') yield [childPath(path, key), inner];
      else yield* accountProperties(inner, childPath(path, key));
    }
  }
}

/**
 * One finding per value that repeats an earlier one in `values`, at `pathOf(index)`. `item` names an
 * entry of the list in the message, e.g. 'option' -> "repeats the value 'Zakat' of option 2; option
 * values must be unique".
 */
export function repeatedValues(values: readonly string[], pathOf: (index: number) => string, item: string): Finding[] {
  const findings: Finding[] = [];
  const seen = new Map<string, number>();
  values.forEach((value, index) => {
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else
      findings.push({
        path: pathOf(index),
        message: `repeats the value '${value}' of ${item} ${first}; ${item} values must be unique`,
      });
  });
  return findings;
}

/** `repeatedValues` for the `value` of each entry of the list at `listPath`, e.g. `/forms/0/purpose/options`. */
export function repeatedOptionValues(options: readonly { value: string }[], listPath: string, item: string): Finding[] {
  const values = options.map((option) => option.value);
  return repeatedValues(values, (index) => childPath(childPath(listPath, index), 'value'), item);
}
