/**
 * Digits typed on an Urdu keyboard (Extended Arabic-Indic ۰–۹) or an Arabic one (Arabic-Indic ٠–٩) are
 * digits in every field that holds a number: amounts (with the minimum's check), phone numbers, the CNIC,
 * the wizard's zip code and contact number, the membership ID. The rules the page and the proxy share
 * accept them, alone or mixed with ASCII ones, and yield ASCII digits, which are what the page sends and
 * the proxy passes on; the digits of other scripts (Devanagari २, Bengali ২) are no digits to them.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { asciiDigits } from '../../../orgs/ascii-digits.ts';
import { membershipLookupRules, rulesFor } from '../../../orgs/rules/index.ts';
import { fixtureForm, fixtureGridForm, fixtureMembershipForm } from '../../helpers/fixture-orgs.ts';
import { english, urdu } from '../../helpers/translators.ts';
import { ASSOCIATE_VALUES } from '../helpers/associates-values.ts';
import { REGISTRATION_VALUES } from '../helpers/course-values.ts';
import { fixtureWizardForm, wizardValues } from '../helpers/wizard-forms.ts';

/** A valid order of the grid-three-currencies fixture, every field given. */
const GRID_VALUES = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.org',
  phoneNumber: '0300-1234567',
  address: '',
  amount: '2500',
  currency: 'PKR',
  donationType: 'WaterWell',
  comments: '',
};

test('asciiDigits: both Arabic-script digit sets, each digit its own value, mixed with ASCII; anything else untouched', () => {
  assert.is(asciiDigits('۰۱۲۳۴۵۶۷۸۹'), '0123456789');
  assert.is(asciiDigits('٠١٢٣٤٥٦٧٨٩'), '0123456789');
  assert.is(asciiDigits('2۵٠0.۵٠'), '2500.50');
  assert.is(asciiDigits('مکان ۱۲، A-٣'), 'مکان 12، A-3');
  assert.is(asciiDigits('२५०० ২৫ ２５'), '२५०० ২৫ ２５', 'Devanagari, Bengali and fullwidth digits stay as typed');
});

test('an amount in Urdu or Arabic-Indic digits passes, live and on submit, and comes out in ASCII', async () => {
  const form = await fixtureGridForm('grid-three-currencies');
  for (const translator of [english, urdu]) {
    const rules = rulesFor(form, translator);
    for (const [typed, sent] of [
      ['۲۵۰۰', '2500'],
      ['٢٥٠٠', '2500'],
      ['۱۹.۹۹', '19.99'],
      ['2۵٠0', '2500'],
      [' ۲۵۰۰ ', '2500'],
    ]) {
      assert.is(rules.checkField('amount', typed, 'live'), undefined, `${translator.language} ${typed}`);
      assert.equal(rules.check({ ...GRID_VALUES, amount: typed }, 'submit'), { ok: true, values: { ...GRID_VALUES, amount: sent } });
    }
  }
});

test("an amount's other checks read the converted digits: too many decimals, too large, below the currency's minimum", async () => {
  const rules = rulesFor(await fixtureGridForm('grid-three-currencies'), english);
  assert.is(rules.checkField('amount', '۱۰.۰۰۵', 'submit'), 'Amount can have at most 2 decimal places.');
  assert.is(rules.checkField('amount', '۲۰۰۰۰۰۰۰', 'submit'), 'Amount must not be more than 10,000,000.');
  const { form } = await fixtureForm('donation-pages', 'donation-page');
  const page = rulesFor(form, english);
  assert.is(page.checkField('amount', '۴۹۹', 'live', { currency: 'PKR' }), 'Amount must be at least 500 PKR.');
  assert.is(page.checkField('amount', '۵۰۰', 'live', { currency: 'PKR' }), undefined);
  assert.is(page.checkField('amount', '٥٠٠', 'submit', { currency: 'PKR' }), undefined);
});

test("other scripts' digits are no amount: refused with the message that asks for a number, in English and Urdu", async () => {
  const form = await fixtureGridForm('grid-three-currencies');
  for (const typed of ['२५००', '২৫০০', '２５００']) {
    assert.is(rulesFor(form, english).checkField('amount', typed, 'submit'), 'Amount must be a number greater than 0.', typed);
    assert.is(rulesFor(form, urdu).checkField('amount', typed, 'submit'), 'رقم کے خانے میں \u20660\u2069 سے بڑا عدد لکھیں۔', typed);
  }
});

test('a phone number in Urdu digits passes and comes out in ASCII; an empty one is still refused', async () => {
  const rules = rulesFor(await fixtureGridForm('grid-phone-required'), english);
  const checked = rules.check({ ...GRID_VALUES, donationType: 'StudentTuitionFee', phoneNumber: '۰۳۰۰-۱۲۳۴۵۶۷' }, 'submit');
  assert.ok(checked.ok, JSON.stringify(checked));
  assert.is(checked.values.phoneNumber, '0300-1234567');
  assert.is(rules.checkField('phoneNumber', '', 'live'), 'Phone number is required.');
});

test('the CNIC of the course registration and the associates form: 13 Urdu or Arabic-Indic digits pass as ASCII; 12 do not', async () => {
  const course = rulesFor((await fixtureForm('course-registration', 'course-registration')).form, urdu);
  assert.equal(course.check({ ...REGISTRATION_VALUES, cnicNumber: '۴۲۱۰۱۱۲۳۴۵۶۷۸', phoneNumber: '٠٣٢١-٧٦٥٤٣٢١' }, 'submit'), {
    ok: true,
    values: { ...REGISTRATION_VALUES, cnicNumber: '4210112345678', phoneNumber: '0321-7654321' },
  });
  assert.is(course.checkField('cnicNumber', '۴۲۱۰۱۱۲۳۴۵۶۷', 'submit'), '\u2066CNIC\u2069 نمبر پورے \u206613\u2069 ہندسوں کا ہونا چاہیے۔');
  const associates = rulesFor((await fixtureForm('associates', 'associates')).form, english);
  assert.equal(
    associates.check(
      { ...ASSOCIATE_VALUES, nationalIdentityNumber: '٣٥٢٠٢١٢٣٤٥٦٧١', phoneNumber: '+۹۲۳۰۰۱۲۳۴۵۶۷', amount: '۲۵۰۰' },
      'submit',
    ),
    { ok: true, values: { ...ASSOCIATE_VALUES } },
  );
  assert.is(associates.checkField('nationalIdentityNumber', '३५२०२१२३४५६७१', 'submit'), 'CNIC/NICOP must be exactly 13 digits.');
});

test('the wizard: its amount (live too, with the minimum), contact number and zip code in Urdu digits, sent as ASCII', async () => {
  const form = await fixtureWizardForm('wizard-address');
  const rules = rulesFor(form, urdu);
  const values = wizardValues(form);
  const typed = { ...values, amount: '۱۰۰۰', contactNumber: '۰۳۰۰ ۱۲۳۴۵۶۷', zipCode: '۷۵۵۰۰' };
  assert.equal(rules.check(typed, 'submit'), {
    ok: true,
    values: { ...values, amount: '1000', contactNumber: '0300 1234567', zipCode: '75500' },
  });
  assert.is(rules.checkField('amount', '۱۰۰۰', 'live', typed), undefined);
  assert.is(rules.checkField('amount', '۰', 'live', typed), 'رقم کے خانے میں \u20660\u2069 سے بڑا عدد لکھیں۔');
});

test('the membership ID: its digits in Urdu or Arabic-Indic are read, and sent, as ASCII', async () => {
  const rules = membershipLookupRules(await fixtureMembershipForm(), english);
  assert.equal(rules.check({ membershipType: 'Associate', membershipId: 'A-۱۰۰۱' }, 'submit'), {
    ok: true,
    values: { membershipType: 'Associate', membershipId: 'A-1001' },
  });
  assert.equal(rules.check({ membershipType: 'Associate', membershipId: 'a-١٠٠٢' }, 'submit'), {
    ok: true,
    values: { membershipType: 'Associate', membershipId: 'a-1002' },
  });
  assert.match(rules.checkField('membershipId', 'A-१००१', 'submit') ?? '', /^Membership ID must look like A-1234/);
});

test.run();
