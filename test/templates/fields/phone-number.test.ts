/**
 * The international phone input's logic on libphonenumber's small metadata: grouping as the donor
 * types, the country list, showing a value. The value the form keeps is tested with
 * orgs/international-phone.ts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  formatNational,
  keepPhoneCharacters,
  knownCountry,
  nextPhoneText,
  phoneCountries,
  showPhoneValue,
} from '../../../templates/fields/phone-number.ts';

test('typing at the end groups the digits; other edits stay as typed', () => {
  assert.is(nextPhoneText('PK', '', '03001234567'), '0300 1234567');
  assert.is(nextPhoneText('PK', '0300 123456', '0300 1234567'), '0300 1234567');
  // Deleting the space the grouping put there leaves it deleted, until the box is left.
  assert.is(nextPhoneText('PK', '0300 1234567', '03001234567'), '03001234567');
  assert.is(formatNational('PK', '03001234567'), '0300 1234567');
  assert.is(nextPhoneText('PK', '0300', '0300x'), '0300');
  assert.is(nextPhoneText('PK', '0300 1234567', '0300 12a4567'), '0300 124567');
  assert.is(keepPhoneCharacters('+44 7911-123 456x'), '44 7911-123 456');
});

test('the country list: every country with its dial code; unknown codes fall back', () => {
  const countries = phoneCountries();
  assert.ok(countries.length > 200);
  assert.equal(
    countries.find((country) => country.code === 'PK'),
    { code: 'PK', dialCode: '+92' },
  );
  assert.is(knownCountry('GB', 'PK'), 'GB');
  assert.is(knownCountry('XX', 'PK'), 'PK');
});

test('showing a value set from outside: empty after a reset, E.164 in its own country, anything else as typed', () => {
  assert.equal(showPhoneValue('GB', ''), { country: 'GB', text: '' });
  assert.equal(showPhoneValue('GB', '+923001234567'), { country: 'PK', text: '0300 1234567' });
  assert.equal(showPhoneValue('PK', '0300-1234567'), { country: 'PK', text: '0300-1234567' });
});

test.run();
