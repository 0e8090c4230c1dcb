/** A one-line text input (name, email, phone, address, amount). */
import type { HTMLInputTypeAttribute } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import { controlAttributes, type FieldProps } from './field-props.ts';

export interface TextFieldProps extends FieldProps {
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({ type = 'text', inputMode, autoComplete, placeholder, ...field }: TextFieldProps) {
  return (
    <FieldFrame name={field.name} label={field.label} required={field.required} error={field.error} hint={field.hint}>
      <input {...controlAttributes(field)} type={type} inputMode={inputMode} autoComplete={autoComplete} placeholder={placeholder} />
    </FieldFrame>
  );
}
