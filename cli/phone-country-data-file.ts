/**
 * `npx tsx cli/phone-country-data-file.ts`: writes `templates/fields/phone-country-data.json`, the cut of
 * libphonenumber's small metadata that the associates page's own script carries (orgs/phone-country-data.ts),
 * from the installed libphonenumber-js, each country named by Node's `Intl.DisplayNames` in English. Run
 * it after updating that package; a test fails while the copy is stale.
 */
import { writeFile } from 'node:fs/promises';
import all from 'libphonenumber-js/metadata.min.json';
import { phoneCountryData } from '../orgs/phone-country-data.ts';

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
await writeFile(
  new URL('../templates/fields/phone-country-data.json', import.meta.url),
  `${JSON.stringify(
    phoneCountryData(all, (code) => regions.of(code) ?? code),
    null,
    2,
  )}\n`,
);
process.stdout.write('Wrote templates/fields/phone-country-data.json.\n');
