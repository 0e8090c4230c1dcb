/**
 * The honeypot field: a text input named `website` in every form that posts to the proxy, which people
 * never see or reach and form-filling bots fill. The proxy drops a request whose `website` is not empty
 * (proxy/middleware/honeypot.ts, which uses the same name); the page script never sends it and, when it
 * is filled, does not send anything at all.
 */
import type { FormEvent } from 'react';
import { HONEYPOT_FIELD } from '../../orgs/honeypot.ts';
import { fieldId } from './field-props.ts';

/** The input's id, for its label. */
export const HONEYPOT_ID = fieldId(HONEYPOT_FIELD);

/** True when `form`'s honeypot input holds anything: a bot filled the form, so nothing should be sent. */
export function honeypotFilled(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  return field !== null && 'value' in field && field.value !== '';
}

/** `onSubmit` wrapped so it runs only while the honeypot is empty; a filled one stops the submit silently. */
export function unlessHoneypotFilled(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!honeypotFilled(event.currentTarget)) return onSubmit(event);
    event.preventDefault();
  };
}
