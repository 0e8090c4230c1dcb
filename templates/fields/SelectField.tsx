/**
 * A select list whose first option is empty and reads `placeholder`: the donor must choose, unless
 * `preset` (a choice made from the start), when that option is disabled and hidden, so it is never shown
 * nor chosen. It stays even then: HTML wants a required single select to begin with such a placeholder
 * option (https://html.spec.whatwg.org/multipage/form-elements.html#placeholder-label-option).
 */
import type { OptionDef } from '../../orgs/types.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { controlAttributes, type FieldProps } from './field-props.ts';
import { useTranslator } from '../i18n/translator-context.ts';

export interface SelectFieldProps extends FieldProps {
  options: readonly OptionDef[];
  /** The empty first option's words, e.g. 'Select currency'. */
  placeholder: string;
  /** True when the form starts with a choice made (a default from the org file). */
  preset?: boolean;
}

export function SelectField({ options, placeholder, preset, ...field }: SelectFieldProps) {
  const { text } = useTranslator();
  return (
    <FieldFrame name={field.name} label={field.label} required={field.required} error={field.error}>
      <select {...controlAttributes(field)}>
        <option value="" disabled={preset} hidden={preset}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {text(option.label ?? option.value)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
