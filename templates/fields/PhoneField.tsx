/** The phone box (field `phoneNumber`, the original forms) labelled and hinted as the org file says, e.g. 'WhatsApp Number'. */
import type { PhoneFieldDef } from '../../orgs/types.ts';
import { fieldProps, type FieldSource } from '../order-flow/use-field-state.ts';
import { TextField } from './TextField.tsx';
import { useTranslator } from '../i18n/translator-context.ts';

/** The box for field `phoneNumber` of `state`; `phone.placeholder` is the hint in the empty box, if any. */
export function PhoneField({ state, phone }: { state: FieldSource; phone: Pick<PhoneFieldDef, 'label' | 'placeholder'> }) {
  const { text } = useTranslator();
  const placeholder = phone.placeholder === undefined ? undefined : text(phone.placeholder);
  return <TextField {...fieldProps(state, 'phoneNumber', text(phone.label))} type="tel" autoComplete="tel" placeholder={placeholder} />;
}
