/**
 * The languages of an org's pages and the Urdu of its texts. An org file lists its languages
 * (`languages`, English always; absent: English and Urdu) and gives the Urdu of the texts donors read
 * (`translations.ur`, by their English text); the shared glossary (`orgs/i18n/glossary/<language>.json`)
 * gives the common ones (Zakat, Sadqah, Name …) to every org, the org's own entry winning. Only what a
 * donor reads changes: the values a form sends, and so the order at PayPro and in the ledger, are the
 * org file's English keys whatever the page's language.
 */
import urGlossary from './i18n/glossary/ur.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './i18n/languages.ts';
import type { OrgTexts } from './i18n/translator.ts';
import type { Org } from './types.ts';

/** The shared glossary of each language but English: English text -> translation. */
const GLOSSARIES: Readonly<Record<Exclude<Language, 'en'>, OrgTexts>> = { ur: urGlossary };

/** The languages of `org`'s pages, English first: its `languages`, or every language when absent. */
export function languagesOf(org: Pick<Org, 'languages'>): Language[] {
  const listed = org.languages ?? LANGUAGES;
  return LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || listed.includes(language));
}

/**
 * Every translation of `org`'s texts into `language`: the glossary's, then the org file's own over
 * them; none for English (its texts are written in English).
 */
export function orgTextsOf(org: Pick<Org, 'translations'>, language: Language): OrgTexts {
  if (language === 'en') return {};
  return { ...GLOSSARIES[language], ...org.translations?.[language] };
}
