/**
 * What the associates page's own script needs of libphonenumber's small metadata
 * (`libphonenumber-js/metadata.min.json`, about 80 KB, 19 KB gzipped), cut from it: every country's ISO
 * code with its dial code and its name in each language (the country selector) and Pakistan's numbering plan alone, a
 * metadata object libphonenumber reads like the whole (the check of a number typed in Pakistan). The
 * names come with the page, not from the browser's `Intl.DisplayNames`: the server render shows them (a
 * page without its script lists countries by name too), hydration matches it, and a slow phone spends no
 * main thread starting Intl's region data (over 50 ms on a 4x slower CPU). The rest is fetched
 * only when the donor picks another country (templates/fields/phone-metadata.ts). The cut is committed
 * as `templates/fields/phone-country-data.json` (`npx tsx cli/phone-country-data-file.ts` writes it, the
 * names from Node's `Intl.DisplayNames`; a test fails while its codes or plan differ from the installed
 * libphonenumber's, or a country lacks a name).
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import { type Language, LANGUAGE_INFO, LANGUAGES } from './i18n/languages.ts';

/** The country that the page checks without the rest of the metadata. */
export const HOME_PHONE_COUNTRY = 'PK';

export interface PhoneCountryData {
  /** ISO 3166-1 alpha-2 code -> dial code without '+', every country the metadata knows, in its order, e.g. { AC: '247', … }. */
  dialCodes: Record<string, string>;
  /**
   * Per language, ISO code -> name for each country of `dialCodes`, in that language's selector order (by
   * name), e.g. { en: { AF: 'Afghanistan', … }, ur: { AF: 'افغانستان', … } }.
   */
  names: Record<Language, Record<string, string>>;
  /** The metadata of Pakistan's dial code (92) and numbering plan alone (no non-geographic numbers), in libphonenumber's own shape. */
  home: MetadataJson;
}

/**
 * The cut of `all` (libphonenumber's metadata JSON), each country named by `regionName` (an ISO code and
 * a language to its name in that language).
 * @throws Error when `all` has no plan for HOME_PHONE_COUNTRY or its dial code is shared with another country.
 */
export function phoneCountryData(all: MetadataJson, regionName: (code: string, language: Language) => string): PhoneCountryData {
  const countries = all.countries as Record<string, [string, ...unknown[]]>;
  const plan = countries[HOME_PHONE_COUNTRY];
  if (!plan) throw new Error(`the phone metadata has no plan for ${HOME_PHONE_COUNTRY}`);
  const dialCode = plan[0];
  const sharing = all.country_calling_codes[dialCode] ?? [];
  if (sharing.join() !== HOME_PHONE_COUNTRY) throw new Error(`the dial code ${dialCode} is shared: ${sharing.join(', ')}`);
  const namesIn = (language: Language) => {
    const named = Object.keys(countries).map((code) => [code, regionName(code, language)] as const);
    return Object.fromEntries(named.sort(([, a], [, b]) => a.localeCompare(b, LANGUAGE_INFO[language].locale)));
  };
  return {
    dialCodes: Object.fromEntries(Object.entries(countries).map(([code, [dial]]) => [code, dial])),
    names: Object.fromEntries(LANGUAGES.map((language) => [language, namesIn(language)])) as PhoneCountryData['names'],
    home: {
      version: all.version,
      country_calling_codes: { [dialCode]: [HOME_PHONE_COUNTRY] },
      countries: { [HOME_PHONE_COUNTRY]: plan },
      nonGeographic: {},
    } as unknown as MetadataJson,
  };
}
