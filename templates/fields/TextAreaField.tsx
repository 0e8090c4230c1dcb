/** A multi-line text box spanning the whole grid width (the comments box, 5 rows: the original forms). */
import { FieldFrame } from './FieldFrame.tsx';
import { controlAttributes, type FieldProps } from './field-props.ts';

export interface TextAreaFieldProps extends FieldProps {
  rows: number;
}

export function TextAreaField({ rows, ...field }: TextAreaFieldProps) {
  return (
    <FieldFrame name={field.name} label={field.label} required={field.required} error={field.error} wide>
      <textarea {...controlAttributes(field)} rows={rows} />
    </FieldFrame>
  );
}
