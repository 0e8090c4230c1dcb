/**
 * Which merchant account the donation pages, zakat forms and campaign form pay into (README, Decisions: the
 * server decides, from the org file): the campaign form by donation type (Zakat -> zakat, Donation ->
 * donation), the others by their own account; all speak the v2 protocol.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { CampaignFormDef } from '../../../orgs/types.ts';
import { accountFor, accountsUsedBy, credentialSetOf, credentialSetsByAccount } from '../../../proxy/orders/merchant-account.ts';
import { DONOR_VALUES } from '../../orgs/helpers/donor-forms.ts';
import { fixtureFormAt, fixtureOrgsDir } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let campaign: CampaignFormDef;
test.before(async () => {
  campaign = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Donation', 'campaign-form');
});

/** The account of a checked campaign donation of `donationType`. */
function accountOf(donationType: string): string {
  const checked = rulesFor(campaign, english).check({ ...DONOR_VALUES, donationType, campaign: 'OrphanCare' }, 'submit');
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return accountFor(campaign, checked.values);
}

test('the campaign form pays Zakat into the zakat account and Donation into donation', () => {
  assert.is(accountOf('Zakat'), 'zakat');
  assert.is(accountOf('Donation'), 'donation');
  assert.equal(accountsUsedBy(campaign), ['zakat', 'donation']);
});

test('a donation type that is not an option is never given an account', () => {
  assert.throws(() => accountFor(campaign, { ...DONOR_VALUES, donationType: 'zakat', campaign: 'OrphanCare' }), /zakat/);
  assert.throws(() => accountFor(campaign, { ...DONOR_VALUES, campaign: 'OrphanCare' }));
});

test('the pages and zakat forms pay into their own account, whatever the values say', async () => {
  const donation = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Donation', 'donation-page');
  const zakatPage = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Zakat', 'donation-page');
  const campaignZakat = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Zakat', 'zakat-form');
  const plainZakat = await fixtureFormAt('zakat-plain', '/merchantform/zakat-plain', 'zakat-form');
  const tampered = { ...DONOR_VALUES, account: 'zakat', donationType: 'Zakat' };
  assert.is(accountFor(donation, tampered), 'donation');
  assert.is(accountFor(zakatPage, DONOR_VALUES), 'zakat');
  assert.is(accountFor(campaignZakat, DONOR_VALUES), 'zakat');
  assert.is(accountFor(plainZakat, tampered), 'donation');
  for (const form of [donation, zakatPage, campaignZakat, plainZakat, campaign]) assert.is(credentialSetOf(form), 'v2', form.route);
});

test('each org needs v2 credentials for exactly the accounts its forms use', async () => {
  const sets = async (only: string) => {
    const [loaded] = await loadOrgs(fixtureOrgsDir, { only });
    return Object.fromEntries([...credentialSetsByAccount(loaded!.org)].map(([account, set]) => [account, [...set]]));
  };
  assert.equal(await sets('donation-pages'), { donation: ['v2'], zakat: ['v2'] });
  assert.equal(await sets('campaign-and-zakat'), { zakat: ['v2'], donation: ['v2'] });
  assert.equal(await sets('zakat-plain'), { donation: ['v2'] });
});

test.run();
