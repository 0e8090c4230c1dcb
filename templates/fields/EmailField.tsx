/** The email box (field `email`, the original forms), with the phone's email keyboard and the browser's autofill. */
import { fieldProps, type FieldSource } from '../order-flow/use-field-state.ts';
import { TextField } from './TextField.tsx';

/** The box for field `email` of `state`, labelled 'Email', with an optional `hint` under the label. */
export function EmailField({ state, hint }: { state: FieldSource; hint?: string }) {
  return <TextField {...fieldProps(state, 'email', 'Email')} hint={hint} type="email" inputMode="email" autoComplete="email" />;
}
