/**
 * The donation-type and campaign form's rules: every field is required, with 'Address
 * is required.', 'Campaign is required.', 'Donation type is required.' and the phone's submit text;
 * there is no minimum amount.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { CampaignFormDef } from '../../../orgs/types.ts';
import { CAMPAIGN_EMPTY_SUBMIT_ERRORS, DONOR_VALUES } from '../helpers/donor-forms.ts';
import { fixtureFormAt } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let form: CampaignFormDef;
test.before(async () => {
  form = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Donation', 'campaign-form');
});

const valid = { ...DONOR_VALUES, donationType: 'Zakat', campaign: 'GazaRelief' };

test('fields in display order', () => {
  assert.equal(rulesFor(form, english).fields, [
    'name',
    'email',
    'phoneNumber',
    'address',
    'amount',
    'currency',
    'donationType',
    'campaign',
  ]);
});

test('a valid donation passes, with any amount (no minimum)', () => {
  for (const currency of ['USD', 'PKR', 'AED', 'GBP', 'EUR']) {
    const values = { ...valid, currency, amount: '1' };
    assert.equal(rulesFor(form, english).check(values, 'submit'), { ok: true, values }, currency);
  }
});

test('an empty submit names every field with the spec message', () => {
  assert.equal(rulesFor(form, english).check({}, 'submit'), {
    ok: false,
    errors: CAMPAIGN_EMPTY_SUBMIT_ERRORS,
  });
});

test('the live checks say the same, except the phone', () => {
  const rules = rulesFor(form, english);
  assert.is(rules.checkField('phoneNumber', ' ', 'live'), 'Phone number is required.');
  assert.is(rules.checkField('address', '', 'live'), 'Address is required.');
  assert.is(rules.checkField('campaign', '', 'live'), 'Campaign is required.');
  assert.is(rules.checkField('donationType', '', 'live'), 'Donation type is required.');
  assert.is(rules.checkField('campaign', 'ClimateAction', 'live'), undefined);
});

test('a donation type or campaign outside the lists is refused', () => {
  assert.equal(rulesFor(form, english).check({ ...valid, donationType: 'Sadqah', campaign: 'Moon' }, 'submit'), {
    ok: false,
    errors: { donationType: 'Choose a donation type from the list.', campaign: 'Choose a campaign from the list.' },
  });
});

test.run();
