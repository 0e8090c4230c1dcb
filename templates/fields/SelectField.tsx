/** A select list; `placeholder` adds a first, empty option so that nothing is chosen by default. */
import type { OptionDef } from '../../orgs/types.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { controlAttributes, type FieldProps } from './field-props.ts';
import { useTranslator } from '../i18n/translator-context.ts';

export interface SelectFieldProps extends FieldProps {
  options: readonly OptionDef[];
  placeholder?: string;
}

export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  const { text } = useTranslator();
  return (
    <FieldFrame name={field.name} label={field.label} required={field.required} error={field.error}>
      <select {...controlAttributes(field)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {text(option.label ?? option.value)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
