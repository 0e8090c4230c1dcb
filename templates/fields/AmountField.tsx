/** The amount box (field `amount`, the original forms): a decimal in major units of the chosen currency, e.g. '2500'. */
import { fieldProps, type FieldSource } from '../order-flow/use-field-state.ts';
import { TextField } from './TextField.tsx';
import { useTranslator } from '../i18n/translator-context.ts';

/** `placeholder` is the org file's hint in the empty box, e.g. the chosen currency's minimum ('Minimum Amount RS 500'). */
export function AmountField({ state, placeholder }: { state: FieldSource; placeholder?: string }) {
  const { t, text } = useTranslator();
  const hint = placeholder === undefined ? undefined : text(placeholder);
  return <TextField {...fieldProps(state, 'amount', t('form.amount'))} inputMode="decimal" autoComplete="off" placeholder={hint} />;
}
