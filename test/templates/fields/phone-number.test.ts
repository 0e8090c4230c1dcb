/**
 * The international phone input's logic on libphonenumber's small metadata: the value the form keeps
 * (E.164 once valid, else dial code + space + digits), grouping as the donor types, showing a value.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import {
  formatNational,
  keepPhoneCharacters,
  knownCountry,
  nextPhoneText,
  phoneCountries,
  phoneValue,
  showPhoneValue,
} from '../../../templates/fields/phone-number.ts';
import { realKindForm } from '../../orgs/helpers/real-kind-form.ts';

test('valid numbers become E.164, as typed at home or with the country code', () => {
  assert.is(phoneValue('PK', '0300 1234567'), '+923001234567');
  assert.is(phoneValue('PK', '300-1234567'), '+923001234567');
  assert.is(phoneValue('PK', '92 300 1234567'), '+923001234567');
  assert.is(phoneValue('GB', '07911 123456'), '+447911123456');
  assert.is(phoneValue('AE', '050 123 4567'), '+971501234567');
  assert.is(phoneValue('US', '(202) 555-0123'), '+12025550123');
});

test('an empty box is empty; an incomplete number, or one of another country, keeps the dial code, a space and the digits', () => {
  assert.is(phoneValue('PK', ''), '');
  assert.is(phoneValue('PK', ' - '), '');
  assert.is(phoneValue('PK', '0300 12'), '+92 030012');
  assert.is(phoneValue('PK', '0300 1234'), '+92 03001234');
  assert.is(phoneValue('AE', '0300 1234567'), '+971 03001234567');
});

test("the form rules accept exactly what the input confirmed", async () => {
  const rules = rulesFor((await realKindForm('zubari-associate', 'associates')).form);
  assert.is(rules.checkField('phoneNumber', phoneValue('PK', '03001234567'), 'submit'), undefined);
  assert.is(rules.checkField('phoneNumber', phoneValue('PK', '0300123456'), 'submit'), 'Phone number is invalid.');
  assert.is(rules.checkField('phoneNumber', phoneValue('PK', ''), 'submit'), 'Mobile Number is required.');
});

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
  assert.equal(countries.find((country) => country.code === 'PK'), { code: 'PK', dialCode: '+92' });
  assert.is(knownCountry('GB', 'PK'), 'GB');
  assert.is(knownCountry('XX', 'PK'), 'PK');
});

test('showing a value set from outside: empty after a reset, E.164 in its own country, anything else as typed', () => {
  assert.equal(showPhoneValue('GB', ''), { country: 'GB', text: '' });
  assert.equal(showPhoneValue('GB', '+923001234567'), { country: 'PK', text: '0300 1234567' });
  assert.equal(showPhoneValue('PK', '0300-1234567'), { country: 'PK', text: '0300-1234567' });
});

test.run();
