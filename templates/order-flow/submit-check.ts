/** The check every form runs when the visitor submits it (all fields, messages under each). */
import type { FormRules, FormValues } from '../../orgs/rules/form-rules.ts';
import type { FieldState } from './use-field-state.ts';

/**
 * Checks `state.values` with `rules` in 'submit' mode. On failure shows every message (focusing the
 * first field in error) and returns undefined; on success clears the messages and returns the checked
 * values (trimmed, only the form's fields).
 */
export function submitCheck(rules: FormRules, state: Pick<FieldState, 'values' | 'showErrors'>): FormValues | undefined {
  const result = rules.check(state.values, 'submit');
  if (!result.ok) {
    state.showErrors(result.errors);
    return undefined;
  }
  state.showErrors({});
  return result.values;
}
