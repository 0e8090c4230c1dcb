/**
 * A radio group drawn as a row of toggle buttons (the wizards' currency, amount and purpose choices).
 * Native radios keep what a donor expects: one Tab stop, arrow keys to move the choice, the legend read
 * with the group, and the form works without the script. The message under the group is tied to each
 * radio by aria-describedby.
 */
import type { OptionDef } from '../../orgs/types.ts';
import { errorId, fieldId, type FieldProps } from './field-props.ts';
import { useTranslator } from '../i18n/translator-context.ts';

export interface ChoiceGroupProps extends FieldProps {
  options: readonly OptionDef[];
  /** Leaves the group out of view (and out of the browser's own checks). */
  hidden?: boolean;
}

export function ChoiceGroup({ options, hidden, ...field }: ChoiceGroupProps) {
  const { name, label, value, error, required } = field;
  const { text } = useTranslator();
  return (
    <fieldset className="field choice-group" hidden={hidden}>
      <legend>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      <div className="choices">
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              id={index === 0 ? fieldId(name) : undefined}
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId(name) : undefined}
              onChange={(event) => field.onValue(name, event.currentTarget.value)}
              onBlur={() => field.onLeave(name)}
            />
            <span>{text(option.label ?? option.value)}</span>
          </label>
        ))}
      </div>
      <p id={errorId(name)} className="field-error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
