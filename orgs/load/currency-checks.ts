/**
 * Currency checks of the forms with a currency choice that the JSON Schema cannot express: the default
 * currency and every minimum's currency are among the form's currencies, no currency has two minimums,
 * and no minimum is above the form's largest amount (no amount could be paid in that currency).
 */
import type { AmountMinimumDef, CurrencyCode } from '../types.ts';
import { childPath, type Finding } from './finding.ts';
import { maxAmountOf } from '../rules/amount-maximum.ts';
import { repeatedValues } from './shared-checks.ts';

interface CurrencyParts {
  currencies: readonly CurrencyCode[];
  defaultCurrency?: CurrencyCode;
  minimums?: readonly AmountMinimumDef[];
  maxAmount?: number;
}

function notOffered(currency: CurrencyCode, currencies: readonly CurrencyCode[], path: string): Finding[] {
  if (currencies.includes(currency)) return [];
  return [{ path, message: `is ${currency}, which is not in currencies; use one of: ${currencies.join(', ')}` }];
}

/** Findings for the form at `path` (e.g. `/forms/0`). */
export function checkCurrencies(form: CurrencyParts, path: string): Finding[] {
  const findings: Finding[] = [];
  if (form.defaultCurrency !== undefined) {
    findings.push(...notOffered(form.defaultCurrency, form.currencies, childPath(path, 'defaultCurrency')));
  }
  const minimumsPath = childPath(path, 'minimums');
  const minimums = form.minimums ?? [];
  const maximum = maxAmountOf(form);
  minimums.forEach((minimum, index) => {
    const minimumPath = childPath(minimumsPath, index);
    findings.push(...notOffered(minimum.currency, form.currencies, childPath(minimumPath, 'currency')));
    if (minimum.amount > maximum) {
      findings.push({
        path: childPath(minimumPath, 'amount'),
        message: `is ${minimum.amount}, above the form's largest amount ${maximum}`,
      });
    }
  });
  const currencies = minimums.map((minimum) => minimum.currency);
  findings.push(...repeatedValues(currencies, (index) => childPath(childPath(minimumsPath, index), 'currency'), 'minimum'));
  return findings;
}
