/** The one way every route answers values that fail the form's rules (proxy/OPERATIONS.md: HTTP API). */
import type { CheckResult, FormValues } from '../../orgs/rules/index.ts';
import { ApiError } from '../api-error.ts';
import { apiMessages } from '../api-messages.ts';

/**
 * The checked values of `result`. Throws ApiError 422 `invalid_fields` with `fields` (field name -> the
 * message the page shows under it) when the check failed.
 */
export function checkedValues(result: CheckResult): FormValues {
  if (!result.ok) throw new ApiError(422, 'invalid_fields', apiMessages.invalidFields, { fields: result.errors });
  return result.values;
}
