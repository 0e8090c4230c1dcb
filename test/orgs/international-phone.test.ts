/**
 * The associates phone as the page's input and the proxy both read it: the value the form keeps (E.164
 * once valid, else dial code + space + digits; the page's `phoneValue` with every country's metadata),
 * the proxy's `validPhone`, and the countries the metadata knows.
 */
import all from 'libphonenumber-js/metadata.min.json';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CountryCode } from 'libphonenumber-js/core';
import { isPhoneCountry, validPhone } from '../../orgs/international-phone.ts';
import { rulesFor } from '../../orgs/rules/index.ts';
import { phoneValue as pageValue } from '../../templates/fields/phone-number.ts';
import { fixtureForm } from '../helpers/fixture-orgs.ts';
import { english } from '../helpers/translators.ts';

/** The value the page's input keeps for `text` in `country` once every country's metadata is there. */
const phoneValue = (country: CountryCode, text: string) => pageValue(country, text, all);

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

test("validPhone is phoneValue's E.164, and nothing for a number that is not one of the country's", () => {
  assert.is(validPhone('PK', '(0300) 123-4567'), '+923001234567');
  assert.is(validPhone('PK', '0300 12'), undefined);
  // A '+' is ignored, as the page's box drops it: the digits count in the chosen country.
  assert.is.not(validPhone('PK', '+44 7911 123456'), '+447911123456');
  assert.is(validPhone('PK', '+44 7911 123456'), phoneValue('PK', '44 7911 123456'));
});

test('the form rules accept exactly what the input confirmed', async () => {
  const rules = rulesFor((await fixtureForm('associates', 'associates')).form, english);
  assert.is(rules.checkField('phoneNumber', phoneValue('PK', '03001234567'), 'submit'), undefined);
  assert.is(rules.checkField('phoneNumber', phoneValue('PK', '0300123456'), 'submit'), 'Phone number is invalid.');
  assert.is(rules.checkField('phoneNumber', phoneValue('PK', ''), 'submit'), 'Mobile Number is required.');
});

test('countries: the ISO codes the metadata knows, nothing else', () => {
  assert.ok(isPhoneCountry('PK') && isPhoneCountry('GB'));
  for (const code of ['XX', 'pk', '', 92, undefined, ['PK']]) assert.not.ok(isPhoneCountry(code), String(code));
});

test.run();
