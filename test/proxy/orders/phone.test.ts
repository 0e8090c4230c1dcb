import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { placePhone } from '../../../proxy/orders/phone.ts';

const PAKISTANI_MOBILE: [string, string][] = [
  ['03001234567', '03001234567'],
  ['+923001234567', '03001234567'],
  ['923001234567', '03001234567'],
  ['0300-1234567', '03001234567'],
  [' 0300 123 4567 ', '03001234567'],
  ['+92 345 6789012', '03456789012'],
  ['00923001234567', '03001234567'],
];

for (const [typed, mobile] of PAKISTANI_MOBILE) {
  test(`Pakistani mobile ${JSON.stringify(typed)} goes to CustomerMobile as ${mobile}`, () => {
    assert.equal(placePhone(typed), { customerMobile: mobile, internationalNumber: '' });
  });
}

const OTHER: [string, string][] = [
  ['+44 7911 123456', '+447911123456'],
  ['+1 (415) 555-2671', '+14155552671'],
  ['+971 50 123 4567', '+971501234567'],
  // A Karachi landline is valid but not a mobile: PayPro's SMS field cannot take it.
  ['+92 21 35871234', '+922135871234'],
];

for (const [typed, e164] of OTHER) {
  test(`other number ${JSON.stringify(typed)} goes to internationalNumber as ${e164}`, () => {
    assert.equal(placePhone(typed), { customerMobile: '', internationalNumber: e164 });
  });
}

const UNPARSEABLE = [' 12345 ', 'call me', '447911123456', '030012345678901'];

for (const typed of UNPARSEABLE) {
  test(`unreadable number ${JSON.stringify(typed)} goes to internationalNumber as typed, trimmed`, () => {
    assert.equal(placePhone(typed), { customerMobile: '', internationalNumber: typed.trim() });
  });
}

test('an empty or blank phone leaves both fields empty', () => {
  assert.equal(placePhone(''), { customerMobile: '', internationalNumber: '' });
  assert.equal(placePhone('   '), { customerMobile: '', internationalNumber: '' });
});

test.run();
