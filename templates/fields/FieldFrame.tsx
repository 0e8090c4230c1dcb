/**
 * Label, control and error message of one field. The message element is always present and is a polite
 * live region, so a message that appears while the donor types is announced by screen readers.
 */
import type { ReactNode } from 'react';
import { errorId, fieldId, hintId } from './field-props.ts';

export interface FieldFrameProps {
  name: string;
  label: string;
  required: boolean;
  error?: string;
  /** Spans both columns of the grid on wide screens. */
  wide?: boolean;
  /** A line under the label that says what the field takes (tied to the control by `hintId`). */
  hint?: string;
  children: ReactNode;
}

export function FieldFrame({ name, label, required, error, wide, hint, children }: FieldFrameProps) {
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={fieldId(name)}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId(name)} className="field-hint">
          {hint}
        </p>
      )}
      {children}
      <p id={errorId(name)} className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
