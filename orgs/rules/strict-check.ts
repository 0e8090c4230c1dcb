/**
 * The proxy's submit check of a request's values: the form's rules, and no key the form does not have.
 * A page only ever sends its own fields (the rules' checked values), so an extra key means a tampered or
 * stale request; refusing it, rather than dropping it, keeps a field the form does not show (an amount on
 * a fixed-amount form, say) from ever looking accepted.
 */
import type { Translator } from '../i18n/translator.ts';
import type { CheckResult, FormRules } from './form-rules.ts';

/**
 * `rules.check(values, 'submit')`, failing also for every key of `values` that is not one of
 * `rules.fields`, each mapped to 'This field is not part of the form.' in `translator`'s language. On
 * failure `errors` holds both kinds of problem; on success `values` holds exactly the form's fields, trimmed.
 */
export function strictCheck(rules: FormRules, values: Record<string, unknown>, translator: Translator): CheckResult {
  const unknown = Object.keys(values).filter((key) => !rules.fields.includes(key));
  const checked = rules.check(values, 'submit');
  if (checked.ok && unknown.length === 0) return checked;
  const errors = checked.ok ? {} : checked.errors;
  for (const key of unknown) errors[key] = translator.t('rules.notAFormField');
  return { ok: false, errors };
}
