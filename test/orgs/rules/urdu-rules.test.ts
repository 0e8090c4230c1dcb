/**
 * The rules in Urdu: built with an Urdu translator, every message they give is the catalogue's Urdu one,
 * with its arguments put in (numbers in Latin digits, the minimum's currency, the ID's letters); the
 * English rules of the same form keep the spec's English texts; rules are cached per form and language.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { membershipLookupRules, rulesFor } from '../../../orgs/rules/index.ts';
import type { DonationPageFormDef, MembershipRenewalFormDef } from '../../../orgs/types.ts';
import { fixtureMembershipForm } from '../../helpers/fixture-orgs.ts';
import { english, urdu } from '../../helpers/translators.ts';
import { DONOR_VALUES, donorForm } from '../helpers/donor-forms.ts';

let donation: DonationPageFormDef;
let membership: MembershipRenewalFormDef;
test.before(async () => {
  donation = await donorForm('darulsukoon', '/merchantform/DarUlSukoon/Donation', 'donation-page');
  membership = await fixtureMembershipForm();
});

/** `text` in Unicode's left-to-right isolate, as Urdu messages hold Latin words and values (orgs/i18n/translator.ts). */
const ltr = (text: string) => `\u2066${text}\u2069`;

test('an empty submit of a donation page: the Urdu required messages; in English the spec texts', () => {
  assert.equal(rulesFor(donation, urdu).check({}, 'submit'), {
    ok: false,
    errors: {
      name: 'نام درج کریں۔',
      email: 'ای میل ایڈریس درج کریں۔',
      phoneNumber: 'فون نمبر درج کریں۔',
      currency: 'کرنسی منتخب کریں۔',
      amount: 'رقم درج کریں۔',
    },
  });
  const inEnglish = rulesFor(donation, english).check({}, 'submit');
  assert.equal(inEnglish.ok ? {} : inEnglish.errors, {
    name: 'Name is required.',
    email: 'Email is required.',
    phoneNumber: 'Phone number is required.',
    currency: 'Currency is required.',
    amount: 'Amount is required.',
  });
});

test('messages with arguments: the minimum per currency, the maximum with separators, a too long text', () => {
  const rules = rulesFor(donation, urdu);
  // The currency before the amount, as the form writes amounts, the two kept together left to right.
  assert.is(rules.checkField('amount', '499', 'submit', { currency: 'PKR' }), `رقم کم از کم ${ltr('PKR 500')} ہونی چاہیے۔`);
  assert.is(rules.checkField('amount', '4', 'submit', { currency: 'USD' }), `رقم کم از کم ${ltr('USD 5')} ہونی چاہیے۔`);
  assert.is(rules.checkField('amount', '20000000', 'submit'), `رقم ${ltr('10,000,000')} سے زیادہ نہیں ہو سکتی۔`);
  // The label as the Urdu page shows it (the catalogue's word for Name), standing alone before the rule.
  assert.is(rules.checkField('name', 'x'.repeat(101), 'submit'), `نام: اس میں زیادہ سے زیادہ ${ltr('100')} حروف ہو سکتے ہیں۔`);
  assert.is(rules.checkField('name', 'Ayesha Khan', 'submit'), undefined);
  assert.equal(rules.check(DONOR_VALUES, 'submit'), { ok: true, values: { ...DONOR_VALUES } });
});

test("the membership ID's shape and type messages name the form's letters and the member's ID", () => {
  const rules = membershipLookupRules(membership, urdu);
  assert.is(
    rules.checkField('membershipId', 'X-1', 'submit'),
    `ممبرشپ ${ltr('ID')} ${ltr('A-1234')} کی طرح ہونی چاہیے (پہلے حرف A، B یا ${ltr('C')}، پھر ڈیش، پھر ہندسے)۔`,
  );
  assert.is(
    rules.checkField('membershipId', 'c-2001', 'submit', { membershipType: 'Associate' }),
    `ممبرشپ ${ltr('ID')} ${ltr('C-2001')} کا تعلق ${ltr('Corporate')} ممبرشپ سے ہے۔ ${ltr('Corporate')} منتخب کریں، یا ${ltr('ID')} دوبارہ چیک کریں۔`,
  );
  assert.is(rules.checkField('membershipId', 'C-2001', 'submit', { membershipType: 'Corporate' }), undefined);
});

test('rules are built once per form and language: the same object again, another for another language', () => {
  assert.is(rulesFor(donation, urdu), rulesFor(donation, urdu));
  assert.is.not(rulesFor(donation, urdu), rulesFor(donation, english));
  assert.is(rulesFor(donation, english).checkField('name', '', 'submit'), 'Name is required.');
});

test.run();
