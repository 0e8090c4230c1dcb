/** The email box (field `email`, the original forms), with the phone's email keyboard and the browser's autofill. */
import { fieldProps, type FieldSource } from '../order-flow/use-field-state.ts';
import { TextField } from './TextField.tsx';
import { useTranslator } from '../i18n/translator-context.ts';

/** The box for field `email` of `state`, labelled 'Email', with an optional `hint` under the label. */
export function EmailField({ state, hint }: { state: FieldSource; hint?: string }) {
  const { t } = useTranslator();
  return <TextField {...fieldProps(state, 'email', t('form.email'))} hint={hint} type="email" inputMode="email" autoComplete="email" />;
}
