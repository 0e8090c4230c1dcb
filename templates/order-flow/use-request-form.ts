/**
 * The page's one submit state machine, for every form that talks to the proxy (the payment forms through
 * `useOrderForm`, the account removal page, the renewal page's two steps): idle -> (submit check
 * passes) -> sending, one request at a time (a loading indicator on the button; a second submit while
 * it runs does nothing) -> idle, with a message under the form ('' for none) and, for a form that
 * leaves the page or shows field errors, what to do once the button is free again.
 */
import { type FormEvent, useRef, useState } from 'react';
import type { FormRules, FormValues } from '../../orgs/rules/form-rules.ts';
import { submitCheck } from './submit-check.ts';
import { type FieldState, useFieldState } from './use-field-state.ts';

/** How a request ended: the message to show under the form, and what to do once the button is free. */
export type RequestEnd = string | { message: string; afterwards(): void };

/** The request side of the form. */
export interface FormRequest {
  /** True while a request runs (spinner on, button disabled). */
  loading: boolean;
  /** The message the last request ended with; '' when none. */
  formMessage: string;
}

export interface RequestForm {
  state: FieldState;
  request: FormRequest;
  /**
   * The form's submit handler: stops the browser's own submit and, unless a request is running, runs
   * the submit check and, when it passes, `send` with the checked values. The message clears when
   * `send` starts; when it ends, loading stops, its message shows and its `afterwards` runs.
   */
  submitWith(send: (values: FormValues) => Promise<RequestEnd>): (event: FormEvent<HTMLFormElement>) => void;
}

/** `defaults` holds preset values (e.g. the member's email); every other field of `rules` starts empty. */
export function useRequestForm(rules: FormRules, defaults?: FormValues): RequestForm {
  const state = useFieldState(rules, defaults);
  const running = useRef(false);
  const [loading, setLoading] = useState(false);
  const [formMessage, setFormMessage] = useState('');

  async function run(send: () => Promise<RequestEnd>) {
    running.current = true;
    setLoading(true);
    setFormMessage('');
    let end: RequestEnd = '';
    try {
      end = await send();
    } finally {
      running.current = false;
      setLoading(false);
    }
    if (typeof end === 'string') setFormMessage(end);
    else {
      setFormMessage(end.message);
      end.afterwards();
    }
  }

  const submitWith: RequestForm['submitWith'] = (send) => (event) => {
    event.preventDefault();
    if (running.current) return;
    const values = submitCheck(rules, state);
    if (values) void run(() => send(values));
  };
  return { state, request: { loading, formMessage }, submitWith };
}
