/**
 * The associates page's phone metadata in two parts: the committed cut (every dial code and Pakistan's
 * plan) matches the installed libphonenumber, reads any number typed in Pakistan exactly as the whole
 * metadata does (checked on many generated numbers), and hands over to the whole for the international
 * prefix; the whole loads (as a module where the build's `define` is absent) once per process.
 */
import { type Language, LANGUAGES } from '../../../orgs/i18n/languages.ts';
import fc from 'fast-check';
import { AsYouType, getCountries, getCountryCallingCode, type MetadataJson } from 'libphonenumber-js/core';
import all from 'libphonenumber-js/metadata.min.json';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { phoneCountryData } from '../../../orgs/phone-country-data.ts';
import { validPhoneOn } from '../../../orgs/phone-check.ts';
import data from '../../../templates/fields/phone-country-data.json' with { type: 'json' };
import {
  allCountriesLoaded,
  DIAL_CODES,
  HOME_METADATA,
  loadAllCountries,
  metadataFor,
  metadataForE164,
} from '../../../templates/fields/phone-metadata.ts';

test('the committed cut is that of the installed metadata, every country named (else: npx tsx cli/phone-country-data-file.ts)', () => {
  // The names as committed (Node's ICU names a few countries differently from one version to the next).
  const names = data.names as Record<Language, Record<string, string>>;
  const fresh = phoneCountryData(all, (code, language) => names[language]?.[code] ?? '');
  assert.equal(data, fresh);
  for (const language of LANGUAGES) {
    assert.equal(
      Object.keys(names[language]).sort(),
      Object.keys(data.dialCodes).sort(),
      `${language}: a name for every country, no other`,
    );
    for (const [code, name] of Object.entries(names[language])) assert.ok(name !== '' && name !== code, `${language} ${code}: ${name}`);
  }
  assert.is(names.ur.PK, 'پاکستان');
});

test("the cut lists the countries in their names' order, named as given", () => {
  const cut = phoneCountryData(all, (code, language) => (code === 'PK' ? `Aaa ${language}` : `Name of ${code} in ${language}`));
  assert.equal(Object.entries(cut.names.en)[0], ['PK', 'Aaa en']);
  assert.is(cut.names.en.GB, 'Name of GB in en');
  assert.is(cut.names.ur.GB, 'Name of GB in ur');
});

test('every country the whole metadata knows has its dial code', () => {
  const codes = getCountries(all);
  assert.equal(Object.keys(DIAL_CODES), codes);
  for (const code of codes) assert.is(DIAL_CODES[code], getCountryCallingCode(code, all), code);
});

/** Digits a donor might type in Pakistan: anything, or after 0, 03, 92, 092, 0092 or 00. */
const typedInPakistan = fc
  .tuple(fc.constantFrom('', '0', '03', '3', '92', '092', '0092', '00', '923'), fc.stringMatching(/^\d{0,14}$/))
  .map(([prefix, rest]) => prefix + rest);

test("a number typed in Pakistan: Pakistan's plan checks and groups it as the whole metadata does", () => {
  fc.assert(
    fc.property(typedInPakistan, (digits) => {
      const metadata = metadataFor('PK', digits, undefined);
      if (metadata === undefined) return digits.startsWith('00');
      return (
        validPhoneOn(metadata, 'PK', digits) === validPhoneOn(all, 'PK', digits) &&
        new AsYouType('PK', metadata).input(digits) === new AsYouType('PK', all).input(digits)
      );
    }),
    { numRuns: 3000 },
  );
  assert.is(validPhoneOn(HOME_METADATA, 'PK', '03001234567'), '+923001234567');
  assert.is(validPhoneOn(HOME_METADATA, 'PK', '0300123456'), undefined);
});

test("the international prefix or another country needs the whole metadata; an E.164 number, its own country's", () => {
  assert.is(metadataFor('PK', '00447911123456', undefined), undefined);
  assert.is(metadataFor('PK', '00447911123456', all), all);
  assert.is(metadataFor('GB', '07911123456', undefined), undefined);
  assert.is(metadataForE164('+923001234567', undefined), HOME_METADATA);
  assert.is(metadataForE164('+12025550123', undefined), undefined);
});

test('the whole metadata loads once, and is then at hand', async () => {
  assert.is(allCountriesLoaded(), undefined);
  const loaded: MetadataJson = await loadAllCountries();
  assert.equal(loaded, all);
  assert.is(allCountriesLoaded(), loaded);
  assert.is(await loadAllCountries(), loaded);
});

test.run();
