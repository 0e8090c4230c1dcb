/** The currency select (field `currency`, the original forms) of the forms whose donor picks a currency. */
import type { CurrencyCode } from '../../orgs/types.ts';
import { fieldProps, type FieldSource } from '../order-flow/use-field-state.ts';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import { useTranslator } from '../i18n/translator-context.ts';

export interface CurrencySelectProps {
  state: FieldSource;
  /** The org file's currencies and its preselected one; without a default the donor must choose. */
  form: { currencies: readonly CurrencyCode[]; defaultCurrency?: CurrencyCode };
}

/** The select of `form.currencies`, the ISO codes as the options' text; 'Select currency' first when none is preset. */
export function CurrencySelect({ state, form }: CurrencySelectProps) {
  const { t } = useTranslator();
  return (
    <ChoiceSelect
      {...fieldProps(state, 'currency', t('form.currency'))}
      options={form.currencies.map((code) => ({ value: code }))}
      preset={form.defaultCurrency !== undefined}
    />
  );
}
