/**
 * The donor's name, email, phone and address boxes, in that order (fields `name`, `email`, `phoneNumber`
 * and `address` of the original forms), as the grid, campaign, donation page and zakat forms ask them.
 */
import type { PhoneFieldDef } from '../../orgs/types.ts';
import { fieldProps, type FieldSource } from '../order-flow/use-field-state.ts';
import { EmailField } from './EmailField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { TextField } from './TextField.tsx';
import { useTranslator } from '../i18n/translator-context.ts';

export interface DonorFieldsProps {
  state: FieldSource;
  /** The org file's phone field: its label and the hint in the empty box. */
  phone: Pick<PhoneFieldDef, 'label' | 'placeholder'>;
  /** Label of the name box, as the org file writes it; default 'Name'. */
  nameLabel?: string;
}

/** The four boxes as siblings (a fragment), so they sit in the form's grid like its other fields. */
export function DonorFields({ state, phone, nameLabel }: DonorFieldsProps) {
  const { t, text } = useTranslator();
  return (
    <>
      <TextField {...fieldProps(state, 'name', nameLabel === undefined ? t('form.name') : text(nameLabel))} autoComplete="name" />
      <EmailField state={state} />
      <PhoneField state={state} phone={phone} />
      {/* One line: HTML keeps `street-address` (several lines) for a textarea. */}
      <TextField {...fieldProps(state, 'address', t('form.address'))} autoComplete="address-line1" />
    </>
  );
}
