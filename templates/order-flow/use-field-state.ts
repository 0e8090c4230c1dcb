/**
 * The field state of one form: values, the messages under the fields, live checks on change and when a
 * field is left, and showing a set of messages with focus on the first field in error.
 * Once hydrated, the form turns the browser's own checks off and keeps what was typed before the script
 * ran. Checks come from `rules`, the same rules the proxy applies.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { FormRules, FormValues } from '../../orgs/rules/form-rules.ts';
import type { FieldProps } from '../fields/field-props.ts';

/** `N`: the form's field names (a kind's `*Fields` keys), so a misspelt one is a type error; default any. */
export interface FieldState<N extends string = string> {
  formRef: RefObject<HTMLFormElement | null>;
  values: Readonly<Record<N, string>>;
  /** Field name -> message shown under it. */
  errors: Record<string, string>;
  /** Fields whose submit check rejects an empty value. */
  required: ReadonlySet<string>;
  setValue(field: N, value: string): void;
  leave(field: N): void;
  /** Shows `next` (replacing every message) and moves focus to the first field in error. */
  showErrors(next: Record<string, string>): void;
  /** Back to the values the form started with, and no messages. */
  reset(): void;
}

/** `defaults` holds preset values (e.g. a default currency); every other field of `rules` starts empty. */
export function useFieldState(rules: FormRules, defaults: FormValues = {}): FieldState {
  const required = useMemo(() => new Set(rules.fields.filter((field) => rules.checkField(field, '', 'submit') !== undefined)), [rules]);
  const formRef = useRef<HTMLFormElement>(null);
  const initial = (): FormValues => ({
    ...Object.fromEntries(rules.fields.map((field) => [field, ''])),
    ...defaults,
  });
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    // From here on the form shows its own messages instead of the browser's.
    element.noValidate = true;
    // Keep what the visitor typed while the script was still loading.
    const typed: FormValues = {};
    for (const field of rules.fields) {
      const control = element.elements.namedItem(field);
      if (control && 'value' in control && typeof control.value === 'string') typed[field] = control.value;
    }
    setValues((current) => ({ ...current, ...typed }));
  }, [rules]);

  function setError(field: string, message: string | undefined) {
    setErrors((current) => {
      const { [field]: _old, ...rest } = current;
      return message ? { ...rest, [field]: message } : rest;
    });
  }

  function showErrors(next: Record<string, string>) {
    flushSync(() => setErrors(next));
    const first = rules.fields.find((field) => next[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  function setValue(field: string, value: string) {
    // `values` is this render's: a controlled input's change is rendered before the next event runs.
    const next = { ...values, [field]: value };
    setValues((current) => ({ ...current, [field]: value }));
    setError(field, rules.checkField(field, value, 'live', next));
    // A field whose check reads this one (the amount's minimum reads the currency) is re-checked,
    // unless it is still empty: the donor has not reached it yet.
    for (const other of rules.dependents(field)) {
      if (next[other]) setError(other, rules.checkField(other, next[other], 'live', next));
    }
  }

  function leave(field: string) {
    setError(field, rules.checkField(field, values[field] ?? '', 'live', values));
  }

  function reset() {
    setValues(initial());
    setErrors({});
  }

  return { formRef, values, errors, required, setValue, leave, showErrors, reset };
}

/** The part of a form's state that its field widgets read and call. */
export type FieldSource<N extends string = string> = Pick<FieldState<N>, 'values' | 'errors' | 'required' | 'setValue' | 'leave'>;

/** The props of the widget for field `name` of `state`, labelled `label`. */
export function fieldProps<N extends string>(state: FieldSource<N>, name: NoInfer<N>, label: string): FieldProps {
  return {
    name,
    label,
    value: state.values[name] ?? '',
    error: state.errors[name],
    required: state.required.has(name),
    onValue: state.setValue,
    onLeave: state.leave,
  };
}
