/**
 * A form shown again by the proxy after a post without JavaScript (proxy/no-script/): the values the
 * donor sent, the message under each field and the message under the form. The server render gets it
 * through `SubmittedFormContext`; in the browser there is never a provider, so the forms behave as
 * they always do.
 */
import { createContext, useContext } from 'react';
import type { FormValues } from '../../orgs/rules/form-rules.ts';
import type { SubmittedForm } from '../../proxy/no-script/render-form.ts';

export const SubmittedFormContext = createContext<SubmittedForm | undefined>(undefined);

/** The part of a form's state that `useSubmitted` replaces. */
interface ShownState {
  values: FormValues;
  errors: Record<string, string>;
}

/**
 * `state` as the page shows it: inside a `SubmittedFormContext` the submitted values over the form's
 * defaults, the submitted messages, and (for a state with one) the submitted `formMessage`; else
 * `state` itself. Every handler of `state` is kept.
 */
export function useSubmitted<S extends ShownState>(state: S): S {
  const submitted = useContext(SubmittedFormContext);
  if (!submitted) return state;
  const shown = { ...state, values: { ...state.values, ...submitted.values }, errors: submitted.errors };
  return 'formMessage' in state ? { ...shown, formMessage: submitted.message } : shown;
}

/** `message` (the form's own message under it), or the submitted one inside a `SubmittedFormContext`. */
export function useSubmittedMessage(message: string): string {
  return useContext(SubmittedFormContext)?.message ?? message;
}
