/**
 * The languages a page, a proxy answer and a message catalogue can be in: English, the default and
 * always present, and Urdu, written right to left. A language is named by its BCP 47 code; `locale` is
 * what `Intl` formats its numbers and dates with (amounts in Urdu read `PKR 1,500` in Latin digits, as
 * on Pakistani bank and wallet screens: CLDR's `ur-PK` uses them; the currency is always written as its
 * code, since `ur-PK`'s own symbol, `Rs`, is not what the forms' currency boxes say).
 */
export const LANGUAGES = ['en', 'ur'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The language of every form, and of any request or page that names none. */
export const DEFAULT_LANGUAGE: Language = 'en';

export interface LanguageInfo {
  /** The `Intl` locale for numbers, currencies and dates, e.g. 'ur-PK'. */
  locale: string;
  /** The direction of its text: the page's `dir` attribute. */
  dir: 'ltr' | 'rtl';
  /** Its own name for itself, as the language switch shows it. */
  name: string;
  /** Its name in English, for messages to maintainers. */
  englishName: string;
}

export const LANGUAGE_INFO: Readonly<Record<Language, LanguageInfo>> = {
  en: { locale: 'en-US', dir: 'ltr', name: 'English', englishName: 'English' },
  ur: { locale: 'ur-PK', dir: 'rtl', name: 'اردو', englishName: 'Urdu' },
};

/** Whether `value` is the code of a language the forms are written in. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Where a page in `language` lives, from the path of its English one: the same path in English, a
 * folder named by the language inside it otherwise ('/zakat' -> '/zakat/ur', 'zakat' -> 'zakat/ur').
 * The build writes the pages there and the proxy sends donors there.
 */
export function languageFolder(path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? path : `${path}/${language}`;
}
