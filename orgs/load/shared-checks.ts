/** Checks that more than one form kind needs: account keys that exist, values that are unique. */
import type { Org } from '../types.ts';
import { childPath, type Finding } from './finding.ts';

/** A finding at `path` when `account` is not a key of `org.accounts`; none when it is. */
export function unknownAccount(org: Org, account: string, path: string): Finding[] {
  if (Object.hasOwn(org.accounts, account)) return [];
  return [
    {
      path,
      message: `names account '${account}', which is not in accounts; use one of: ${Object.keys(org.accounts).join(', ')}`,
    },
  ];
}

/** `unknownAccount` for the `account` of each entry of the list at `listPath`, e.g. `/forms/0/purposes`. */
export function unknownItemAccounts(org: Org, items: readonly { account: string }[], listPath: string): Finding[] {
  return items.flatMap((item, index) => unknownAccount(org, item.account, childPath(childPath(listPath, index), 'account')));
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
