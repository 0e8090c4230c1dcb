/** The email box (field `email`, spec section 3), with the phone's email keyboard and the browser's autofill. */
import { fieldProps, type FieldSource } from '../order-flow/use-field-state.ts';
import { TextField } from './TextField.tsx';

/** The box for field `email` of `state`, labelled 'Email'. */
export function EmailField({ state }: { state: FieldSource }) {
  return <TextField {...fieldProps(state, 'email', 'Email')} type="email" inputMode="email" autoComplete="email" />;
}
