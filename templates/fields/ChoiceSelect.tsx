/**
 * A select of the org file's choices (purpose, donation type, campaign, category, currency, country).
 * Its first option is empty and reads 'Select <label>': the donor must choose unless a choice is preset,
 * when that option is hidden (`SelectField`).
 */
import type { OptionDef } from '../../orgs/types.ts';
import type { FieldProps } from './field-props.ts';
import { SelectField } from './SelectField.tsx';
import { useTranslator } from '../i18n/translator-context.ts';

export interface ChoiceSelectProps extends FieldProps {
  options: readonly OptionDef[];
  /** True when the form starts with a choice made (a default from the org file). */
  preset?: boolean;
}

/** The select for `field`, e.g. label 'Donation Type' gives the empty option 'Select donation type'. */
export function ChoiceSelect(field: ChoiceSelectProps) {
  const { t } = useTranslator();
  return <SelectField {...field} placeholder={t('form.selectPlaceholder', { label: field.label.toLowerCase() })} />;
}
