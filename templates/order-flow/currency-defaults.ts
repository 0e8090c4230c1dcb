/** The preset values of a form whose donor picks a currency. */
import type { FormValues } from '../../orgs/rules/form-rules.ts';
import type { CurrencyCode } from '../../orgs/types.ts';

/** `{ currency: defaultCurrency }` when the org file presets one, else `{}` (the donor must choose). */
export function currencyDefaults(form: { defaultCurrency?: CurrencyCode }): FormValues {
  return form.defaultCurrency ? { currency: form.defaultCurrency } : {};
}
