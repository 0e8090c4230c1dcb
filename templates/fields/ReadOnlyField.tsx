/** A value the visitor reads but cannot change (the membership number and company name from PayPro). */
import { FieldFrame } from './FieldFrame.tsx';
import { fieldId } from './field-props.ts';

export function ReadOnlyField({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <FieldFrame name={name} label={label} required={false}>
      <input id={fieldId(name)} name={name} value={value} readOnly />
    </FieldFrame>
  );
}
