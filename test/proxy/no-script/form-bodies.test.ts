/**
 * `formValues`: what a page posted without its script becomes before the rules see it; here the
 * associates phone, which must come out as the page's own input would have sent it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import all from 'libphonenumber-js/metadata.min.json';
import type { FormDef } from '../../../orgs/types.ts';
import { formValues } from '../../../proxy/no-script/form-bodies.ts';
import { phoneValue } from '../../../templates/fields/phone-number.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';

let associates: FormDef;
test.before(async () => {
  associates = (await fixtureForm('associates', 'associates')).form;
});

const phoneOf = (fields: Record<string, string>) => formValues(associates, { name: 'Sana', ...fields }).phoneNumber;

test('a number typed at home with its country becomes the E.164 value the page sends', () => {
  for (const [country, typed] of [
    ['PK', '0300 1234567'],
    ['PK', '92 300 1234567'],
    ['GB', '07911 123456'],
  ] as const) {
    assert.is(phoneOf({ phoneCountry: country, phoneNumber: typed }), phoneValue(country, typed, all), `${country} ${typed}`);
  }
  // The page's box drops a '+', so the digits count in the chosen country there and here alike.
  assert.is(phoneOf({ phoneCountry: 'PK', phoneNumber: '+44 7911 123456' }), phoneValue('PK', '+44 7911 123456', all));
});

test('a number that is not valid, or a country the metadata does not know, is kept as typed', () => {
  assert.is(phoneOf({ phoneCountry: 'PK', phoneNumber: '0300 12' }), '0300 12');
  assert.is(phoneOf({ phoneCountry: 'XX', phoneNumber: '0300 1234567' }), '0300 1234567');
  assert.is(phoneOf({ phoneNumber: '0300 1234567' }), '0300 1234567');
});

test("only the form's own fields are kept: the country selector and other controls are dropped", () => {
  const values = formValues(associates, { name: 'Sana', phoneCountry: 'PK', phoneNumber: '03001234567', submit: 'Submit' });
  assert.not.ok('phoneCountry' in values || 'submit' in values);
  assert.is(values.name, 'Sana');
});

test.run();
