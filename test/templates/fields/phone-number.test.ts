/**
 * The international phone input's logic: grouping as the donor types, the country list, showing a
 * value, the value the form keeps; a Pakistani number at once, another country's once every country's
 * metadata (`all`) has loaded, and unchecked before (`needsAllCountries`).
 */
import all from 'libphonenumber-js/metadata.min.json';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  formatNational,
  keepPhoneCharacters,
  knownCountry,
  needsAllCountries,
  nextPhoneText,
  phoneCountries,
  phoneValue,
  showPhoneValue,
} from '../../../templates/fields/phone-number.ts';

test('typing at the end groups the digits; other edits stay as typed', () => {
  assert.is(nextPhoneText('PK', '', '03001234567', undefined), '0300 1234567');
  assert.is(nextPhoneText('PK', '0300 123456', '0300 1234567', undefined), '0300 1234567');
  // Deleting the space the grouping put there leaves it deleted, until the box is left.
  assert.is(nextPhoneText('PK', '0300 1234567', '03001234567', undefined), '03001234567');
  assert.is(formatNational('PK', '03001234567', undefined), '0300 1234567');
  assert.is(nextPhoneText('PK', '0300', '0300x', undefined), '0300');
  assert.is(nextPhoneText('PK', '0300 1234567', '0300 12a4567', undefined), '0300 124567');
  assert.is(keepPhoneCharacters('+44 7911-123 456x'), '44 7911-123 456');
});

test('a number typed in Urdu or Arabic-Indic digits is kept, grouped and sent as ASCII', () => {
  assert.is(keepPhoneCharacters('۰۳۰۰-۱۲۳۴۵۶۷'), '0300-1234567');
  assert.is(nextPhoneText('PK', '', '۰۳۰۰۱۲۳۴۵۶۷', undefined), '0300 1234567');
  assert.is(formatNational('PK', '٠٣٠٠١٢٣٤٥٦٧', undefined), '0300 1234567');
  assert.is(phoneValue('PK', '۰۳۰۰ ۱۲۳۴۵۶۷', undefined), '+923001234567');
});

test('the country list: every country with its name and dial code, by name; unknown codes fall back', () => {
  const countries = phoneCountries('en');
  assert.ok(countries.length > 200);
  assert.equal(
    countries.find((country) => country.code === 'PK'),
    { code: 'PK', name: 'Pakistan', dialCode: '+92' },
  );
  assert.equal(
    countries.slice(0, 2).map(({ name }) => name),
    ['Afghanistan', 'Åland Islands'],
  );
  const urdu = phoneCountries('ur');
  assert.equal(
    urdu.find((country) => country.code === 'PK'),
    { code: 'PK', name: 'پاکستان', dialCode: '+92' },
  );
  assert.equal(urdu.map(({ code }) => code).sort(), countries.map(({ code }) => code).sort(), 'the same countries in Urdu');
  assert.is(urdu[0]?.name, 'اٹلی', 'in the order of their Urdu names');
  assert.is(knownCountry('GB', 'PK'), 'GB');
  assert.is(knownCountry('XX', 'PK'), 'PK');
});

test('showing a value set from outside: empty after a reset, E.164 in its own country, anything else as typed', () => {
  assert.equal(showPhoneValue('GB', '', undefined), { country: 'GB', text: '' });
  assert.equal(showPhoneValue('GB', '+923001234567', undefined), { country: 'PK', text: '0300 1234567' });
  assert.equal(showPhoneValue('PK', '0300-1234567', undefined), { country: 'PK', text: '0300-1234567' });
});

test('another country: typed as is and unchecked while its metadata loads, grouped and checked once loaded', () => {
  assert.ok(needsAllCountries('GB', ''));
  assert.ok(needsAllCountries('GB', '07911 123456'));
  assert.is(phoneValue('GB', '07911 123456', undefined), '+44 07911123456');
  assert.is(formatNational('GB', '07911123456', undefined), '07911123456');
  assert.is(nextPhoneText('GB', '0791', '07911', undefined), '07911');
  assert.is(phoneValue('GB', '07911 123456', all), '+447911123456');
  assert.is(phoneValue('GB', '07911 12345', all), '+44 0791112345');
  assert.is(formatNational('GB', '07911123456', all), '07911 123456');
});

test('Pakistan: checked at once, unless typed with the international prefix, which may lead anywhere', () => {
  assert.not.ok(needsAllCountries('PK', '0300 1234567'));
  assert.is(phoneValue('PK', '0300 1234567', undefined), '+923001234567');
  assert.not.ok(needsAllCountries('PK', '0300 12'));
  assert.is(phoneValue('PK', '0300 12', undefined), '+92 030012');
  assert.not.ok(needsAllCountries('PK', ''));
  assert.is(phoneValue('PK', '', undefined), '');
  assert.ok(needsAllCountries('PK', '0044 7911 123456'));
  assert.is(phoneValue('PK', '0044 7911 123456', undefined), '+92 00447911123456');
  assert.is(phoneValue('PK', '0044 7911 123456', all), '+447911123456');
});

test("another country's E.164 value shows in its country once every country's metadata has loaded", () => {
  assert.equal(showPhoneValue('PK', '+12025550123', undefined), { country: 'PK', text: '12025550123' });
  assert.equal(showPhoneValue('PK', '+12025550123', all), { country: 'US', text: '(202) 555-0123' });
});

test.run();
