/**
 * `npx tsx cli/phone-country-data-file.ts`: writes `templates/fields/phone-country-data.json`, the cut of
 * libphonenumber's small metadata that the associates page's own script carries (orgs/phone-country-data.ts),
 * from the installed libphonenumber-js, each country named by Node's `Intl.DisplayNames` in each language. Run
 * it after updating that package; a test fails while the copy is stale.
 */
import { writeFile } from 'node:fs/promises';
import all from 'libphonenumber-js/metadata.min.json';
import { phoneCountryData } from '../orgs/phone-country-data.ts';

import { LANGUAGE_INFO, type Language } from '../orgs/i18n/languages.ts';

const regionName = (code: string, language: Language) =>
  new Intl.DisplayNames([LANGUAGE_INFO[language].locale], { type: 'region' }).of(code) ?? code;
await writeFile(
  new URL('../templates/fields/phone-country-data.json', import.meta.url),
  `${JSON.stringify(phoneCountryData(all, regionName), null, 2)}\n`,
);
process.stdout.write('Wrote templates/fields/phone-country-data.json.\n');
