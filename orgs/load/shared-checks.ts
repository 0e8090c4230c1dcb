/** Checks that more than one form kind needs: account keys that exist, values that are unique. */
import type { Org } from '../types.ts';
import type { Finding } from './finding.ts';

/** A finding at `path` when `account` is not a key of `org.accounts`; undefined when it is. */
export function unknownAccount(org: Org, account: string, path: string): Finding | undefined {
  if (Object.hasOwn(org.accounts, account)) return undefined;
  return {
    path,
    message: `names account '${account}', which is not in accounts; use one of: ${Object.keys(org.accounts).join(', ')}`,
  };
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
