/** The one way every route answers values that fail the form's rules (proxy/OPERATIONS.md: HTTP API). */
import type { Translator } from '../../orgs/i18n/translator.ts';
import type { CheckResult, FormValues } from '../../orgs/rules/index.ts';
import { ApiError } from '../api-error.ts';

/**
 * The checked values of `result`. Throws ApiError 422 `invalid_fields` with `fields` (field name -> the
 * message the page shows under it, as the rules wrote it) when the check failed; its own message is in
 * `translator`'s language, which should be the rules' too.
 */
export function checkedValues(result: CheckResult, translator: Translator): FormValues {
  if (!result.ok) throw new ApiError(422, 'invalid_fields', translator.t('api.invalidFields'), { fields: result.errors });
  return result.values;
}
