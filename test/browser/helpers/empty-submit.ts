/**
 * The empty submit of any form page: which button it is, and which messages the original forms show the
 * donor must then see (from the kind's own rules, so the test and the page share one source).
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import type { Translator } from '../../../orgs/i18n/translator.ts';
import { kindOf } from '../../../orgs/kinds.ts';
import { donationWizardStepRules, rulesFromFields, type FormValues } from '../../../orgs/rules/index.ts';
import type { FormDef } from '../../../orgs/types.ts';
import { english } from '../../helpers/translators.ts';

/**
 * The button a donor presses first on `page`: the visible submit (or Next) button of the first form,
 * or null when the page has none (the card checkout page).
 */
export async function firstSubmitButton(page: Page): Promise<ElementHandle<HTMLButtonElement> | null> {
  // Not a secondary button: "Calculate my zakat" beside the amount comes before the form's Submit or Next.
  for (const found of await page.$$('form button[type="submit"], form button.submit:not(.submit--secondary)')) {
    const button = found as ElementHandle<HTMLButtonElement>;
    if (await button.evaluate((element) => element.offsetParent !== null && !element.disabled)) return button;
  }
  return null;
}

/** The values the form holding `button` would send now (its defaults, e.g. a preselected currency). */
export async function formValues(button: ElementHandle<HTMLButtonElement>): Promise<FormValues> {
  return button.evaluate((element) => {
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(element.form!)) if (typeof value === 'string') values[name] = value;
    return values;
  });
}

/**
 * The messages a submit of `form` with untouched `values` must show, e.g. ['Name is required.'], in
 * `translator`'s language (default English; for another, give it the org's texts too, as the page has
 * them: `createTranslator(language, messages, orgTextsOf(org, language))`). A wizard checks its first
 * step; every other kind checks all its fields. The rules are built afresh, not through `rulesFor`, whose
 * cache keeps one set per form and language whatever the translator's org texts.
 */
export function emptySubmitMessages(form: FormDef, values: FormValues, translator: Translator = english): string[] {
  const rules =
    form.kind === 'donation-wizard'
      ? donationWizardStepRules(form, translator).gift
      : rulesFromFields(kindOf(form).fields(form, translator));
  const result = rules.check(values, 'submit');
  return result.ok ? [] : Object.values(result.errors);
}
