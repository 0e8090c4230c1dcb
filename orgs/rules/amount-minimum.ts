/**
 * The smallest amount per currency of every form where the donor types the amount. The org file's
 * `minimums` list gives a currency its own (the DarUlSukoon and zakat pages take
 * at least PKR 500 or USD 5); every other currency takes at least `DEFAULT_MIN_AMOUNT`, one whole unit,
 * so no form takes PKR 0.01 or EUR 0.01, the amounts card testers try first. The amount's check reads
 * the chosen currency, so it is an across rule (see `form-rules.ts`).
 */
import type { Translator } from '../i18n/translator.ts';
import type { AmountMinimumDef } from '../types.ts';
import type { AcrossRule, FormValues } from './form-rules.ts';

/** The floor of a currency the org file lists no minimum for: 1, in major units (PKR 1, USD 1, EUR 1). */
export const DEFAULT_MIN_AMOUNT = 1;

/** The org file's minimum for `currency` (an ISO code such as 'PKR'), or undefined when it lists none. */
export function minimumFor(minimums: readonly AmountMinimumDef[] = [], currency: string): AmountMinimumDef | undefined {
  return minimums.find((minimum) => minimum.currency === currency);
}

/** The smallest amount `currency` takes, in major units: its listed minimum, else `DEFAULT_MIN_AMOUNT`. */
export function floorFor(minimums: readonly AmountMinimumDef[] = [], currency: string): number {
  return minimumFor(minimums, currency)?.amount ?? DEFAULT_MIN_AMOUNT;
}

/**
 * The message when `values.amount` (a checked decimal string in major units) is below `floor` in
 * `values.currency`, e.g. 'Amount must be at least 500 PKR.'; undefined when it is not, or when it is
 * empty (a box the donor has not filled yet: whether it may be empty is the amount's own check).
 */
function belowFloor(floor: number, values: FormValues, translator: Translator): string | undefined {
  const { amount = '' } = values;
  if (amount === '' || Number(amount) >= floor) return undefined;
  // The minimum as the org file writes it (no group separators): 'at least 500 PKR', 'at least $5 for USD'.
  return translator.t('rules.amountBelowMinimum', { currency: values.currency ?? '', minimum: String(floor) });
}

/**
 * The amount's across rule. Live, the chosen currency's floor (`floorFor`). On submit, the same when
 * `listedOnSubmit` (every form but the zakat forms); the zakat forms' submit check only asks for an
 * amount, so there the listed minimums stay a live check and submit, like the proxy,
 * holds the amount to the default floor only. Messages are in `translator`'s language.
 */
export function amountMinimumRule(
  minimums: readonly AmountMinimumDef[] | undefined,
  translator: Translator,
  listedOnSubmit = true,
): AcrossRule {
  const live = (values: FormValues) => belowFloor(floorFor(minimums, values.currency ?? ''), values, translator);
  const submit = listedOnSubmit ? live : (values: FormValues) => belowFloor(DEFAULT_MIN_AMOUNT, values, translator);
  return { reads: ['currency'], live, submit };
}
