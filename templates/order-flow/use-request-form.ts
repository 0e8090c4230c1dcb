/**
 * A form that checks its fields on submit and, when they pass, runs one request to the proxy at a time
 * with a message under the form afterwards (the account removal page, the renewal page's two steps).
 */
import type { FormEvent } from 'react';
import type { FormRules, FormValues } from '../../orgs/rules/form-rules.ts';
import { submitCheck } from './submit-check.ts';
import { useFieldState, type FieldState } from './use-field-state.ts';
import { useSingleRequest, type SingleRequest } from './use-single-request.ts';

export interface RequestForm {
  state: FieldState;
  request: SingleRequest;
  /**
   * The form's submit handler: stops the browser's own submit, runs the submit check and, when it
   * passes, `send` with the checked values. `send` resolves with the message to show under the form
   * ('' for none); a second submit while it runs does nothing.
   */
  submitWith(send: (values: FormValues) => Promise<string>): (event: FormEvent<HTMLFormElement>) => void;
}

/** `defaults` holds preset values (e.g. the member's email); every other field of `rules` starts empty. */
export function useRequestForm(rules: FormRules, defaults?: FormValues): RequestForm {
  const state = useFieldState(rules, defaults);
  const request = useSingleRequest();
  const submitWith: RequestForm['submitWith'] = (send) => (event) => {
    event.preventDefault();
    const values = submitCheck(rules, state);
    if (values) void request.run(() => send(values));
  };
  return { state, request, submitWith };
}
