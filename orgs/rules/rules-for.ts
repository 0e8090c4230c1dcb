/**
 * The rules of any form, by its kind (`../kinds.ts`): what the proxy applies to every request. Pages do not import this
 * module (it holds every kind's rules); each page builds its own kind's rules with `rulesFromFields`,
 * so both apply the same declarations while a page's script carries only its own.
 */
import { kindOf } from '../kinds.ts';
import type { FormDef } from '../types.ts';
import { rulesFromFields, type FormRules } from './form-rules.ts';

/**
 * Built once per form object: the proxy asks on every request (twice for a post without JavaScript),
 * and building compiles a zod schema per field. Keyed weakly, so a form dropped by its caller (a test's
 * variant) frees its rules; a form must not be changed once its rules are asked for, as org files are
 * loaded once and never changed.
 */
const built = new WeakMap<FormDef, FormRules>();

/** The rules for one form definition from an org file; the same object for the same `form`. */
export function rulesFor(form: FormDef): FormRules {
  let rules = built.get(form);
  if (!rules) {
    rules = rulesFromFields(kindOf(form).fields(form));
    built.set(form, rules);
  }
  return rules;
}
