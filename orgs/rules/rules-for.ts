/**
 * The rules of any form, by its kind (`../kinds.ts`): what the proxy applies to every request. Pages do not import this
 * module (it holds every kind's rules); each page builds its own kind's rules with `rulesFromFields`,
 * so both apply the same declarations while a page's script carries only its own.
 */
import type { Language } from '../i18n/languages.ts';
import type { Translator } from '../i18n/translator.ts';
import { kindOf } from '../kinds.ts';
import type { FormDef } from '../types.ts';
import { rulesFromFields, type FormRules } from './form-rules.ts';

/**
 * Built once per form object: the proxy asks on every request (twice for a post without JavaScript),
 * and building compiles a zod schema per field. Keyed weakly, so a form dropped by its caller (a test's
 * variant) frees its rules; a form must not be changed once its rules are asked for, as org files are
 * loaded once and never changed. Per form, one set per language: the messages are in the rules.
 */
const built = new WeakMap<FormDef, Map<Language, FormRules>>();

/**
 * The rules for one form definition from an org file, with messages in `translator`'s language; the same
 * object for the same `form` and language (so one translator per language: the proxy's `translatorFor`).
 */
export function rulesFor(form: FormDef, translator: Translator): FormRules {
  let byLanguage = built.get(form);
  if (!byLanguage) {
    byLanguage = new Map();
    built.set(form, byLanguage);
  }
  let rules = byLanguage.get(translator.language);
  if (!rules) {
    rules = rulesFromFields(kindOf(form).fields(form, translator));
    byLanguage.set(translator.language, rules);
  }
  return rules;
}
