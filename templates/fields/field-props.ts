/**
 * What every field widget receives, and the attributes that tie a control to its label and its error
 * message (errors show in red under the field).
 */
import type { ChangeEvent } from 'react';

export interface FieldProps {
  /** The field's name as sent to the proxy, e.g. 'phoneNumber'. */
  name: string;
  label: string;
  value: string;
  /** The message shown under the field; empty or absent when the field is fine. */
  error?: string;
  required: boolean;
  /** A line that says what the field takes, shown under the label (see `FieldFrame`). */
  hint?: string;
  onValue(name: string, value: string): void;
  onLeave(name: string): void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Id of the control, for `<label htmlFor>`; one form per page, so field names are unique ids. */
export function fieldId(name: string): string {
  return `field-${name}`;
}

/** Id of the element holding the field's hint. */
export function hintId(name: string): string {
  return `${fieldId(name)}-hint`;
}

/** Id of the element holding the field's error message. */
export function errorId(name: string): string {
  return `${fieldId(name)}-error`;
}

/**
 * Attributes shared by inputs, selects and textareas. `required` lets the browser check the form before
 * the script has loaded; once hydrated the form turns native checks off and shows its own messages.
 */
export function controlAttributes(props: FieldProps) {
  const { name, value, error, required, hint } = props;
  const describedBy = [hint ? hintId(name) : '', error ? errorId(name) : ''].filter(Boolean).join(' ');
  return {
    id: fieldId(name),
    name,
    value,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<Control>) => props.onValue(name, event.currentTarget.value),
    onBlur: () => props.onLeave(name),
  };
}
