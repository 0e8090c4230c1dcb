/**
 * The texts of an org file that its pages show in a further language (Urdu) without a translation:
 * each form page is rendered in that language, as the build renders it, with a translator that notes
 * every org text it is asked for and lacks (`Translator.text`), plus the page title, its description
 * (search results and shared links) and the org's name (its thank-you page). Only texts written in the
 * org file count (a component may pass words it made itself through `text`, which has nothing to look
 * up for them), and not currency codes, which read the same in every language. `forms validate` reports each at its place in the file, so a maintainer
 * sees `orgs/x.yaml:12:12 /forms/0/title warning: …` and adds the Urdu under `translations.ur`.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { API_BASE } from '../orgs/api-contract.ts';
import { compiledMessages } from '../orgs/i18n/compile.ts';
import { LANGUAGE_INFO } from '../orgs/i18n/languages.ts';
import { createTranslator } from '../orgs/i18n/translator.ts';
import { parseYaml, positionOf } from '../orgs/load/yaml-source.ts';
import { childPath } from '../orgs/load/finding.ts';
import type { OrgProblem } from '../orgs/org-file-error.ts';
import { languagesOf, orgTextsOf } from '../orgs/org-languages.ts';
import { currencyCodes } from '../orgs/schema/currency-codes.ts';
import type { LoadedOrg } from '../orgs/types.ts';
import { formElement } from '../templates/form-element.tsx';
import { FormPage } from '../templates/FormPage.tsx';

/** The JSON pointer of the first string equal to `text` inside `value` (at `path`), or undefined. */
function pointerOf(value: unknown, text: string, path: string): string | undefined {
  if (value === text) return path;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pointerOf(item, text, childPath(path, key));
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * One problem per org text without a translation, in the org's further languages, placed at the text's
 * first occurrence in the file (read again from `loaded.file`, relative to the working folder). Empty
 * when every text is translated or the org's pages are in English only.
 * @throws the file system's error when the file cannot be read again; a render's error (a template bug).
 */
export async function untranslatedTexts(loaded: LoadedOrg): Promise<OrgProblem[]> {
  const { org, file } = loaded;
  const missing = new Map<string, { pointer: string; language: string }>();
  for (const language of languagesOf(org).filter((language) => language !== 'en')) {
    const orgTexts = orgTextsOf(org, language);
    const messages = compiledMessages(language, ['']);
    org.forms.forEach((form, index) => {
      const note = (english: string) => {
        if (missing.has(english) || (currencyCodes as readonly string[]).includes(english)) return;
        const pointer = pointerOf(form, english, `/forms/${index}`) ?? pointerOf(org, english, '');
        if (pointer !== undefined) missing.set(english, { pointer, language: LANGUAGE_INFO[language].englishName });
      };
      const translator = createTranslator(language, messages, orgTexts, note);
      translator.text(form.title);
      if (form.description) translator.text(form.description);
      translator.text(org.displayName);
      const props = { form, apiBase: API_BASE, language, messages, orgTexts };
      renderToString(createElement(FormPage, { ...props, onUntranslated: note }, formElement(props)));
    });
  }
  if (missing.size === 0) return [];
  const source = parseYaml(await readFile(resolve(file), 'utf8'));
  return [...missing].map(([text, { pointer, language }]) => ({
    file,
    ...positionOf(source, { pointer }),
    path: pointer,
    message: `"${text}" has no ${language} translation; add it under translations (or to the shared glossary in orgs/i18n/glossary when several orgs use it)`,
  }));
}
