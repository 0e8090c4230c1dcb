/**
 * The merchant account of a donation wizard's order, decided on the server from the org file (the
 * README's decisions): the secure wizard pays Zakat into its Zakat merchant and every other
 * purpose into the donation merchant.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../proxy/config.ts';
import { accountFor, accountsUsedBy, credentialSetOf } from '../../../proxy/orders/merchant-account.ts';
import { fixtureWizardForm, wizardValues } from '../../orgs/helpers/wizard-forms.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';

test('secure wizard: Zakat goes to the zakat account, General to the donation account', async () => {
  const form = await fixtureWizardForm('wizard-two-accounts');
  assert.is(accountFor(form, { ...wizardValues(form), donationPurpose: 'Zakat' }), 'zakat');
  assert.is(accountFor(form, { ...wizardValues(form), donationPurpose: 'General' }), 'donation');
});

test('a purpose the form does not offer gets no account (the submit check refuses it first)', async () => {
  const form = await fixtureWizardForm('wizard-two-accounts');
  assert.throws(() => accountFor(form, { ...wizardValues(form), donationPurpose: 'zakat' }), /No option has the value zakat/);
});

test('the address form and the widget pay every purpose into their one donation account', async () => {
  for (const orgId of ['wizard-address', 'wizard-category'] as const) {
    const form = await fixtureWizardForm(orgId);
    const accounts = form.purposes.map((purpose) => accountFor(form, { ...wizardValues(form), donationPurpose: purpose.value }));
    assert.equal([...new Set(accounts)], ['donation'], orgId);
    assert.equal(accountsUsedBy(form), ['donation'], orgId);
  }
});

test('the proxy needs v2 credentials for both accounts of the secure wizard', async () => {
  const org = await fixtureOrg('wizard-two-accounts');
  const form = await fixtureWizardForm('wizard-two-accounts');
  assert.equal(accountsUsedBy(form), ['donation', 'zakat']);
  assert.is(credentialSetOf(form), 'v2');
  try {
    loadConfig({ PAYPRO_BASE_URL: 'https://demoapi.paypro.com.pk' }, [org]);
    assert.unreachable('the config loaded without credentials');
  } catch (error) {
    assert.match((error as Error).message, 'PAYPRO_WIZARD_TWO_ACCOUNTS_ZAKAT_MERCHANT_ID');
    assert.match((error as Error).message, 'PAYPRO_WIZARD_TWO_ACCOUNTS_DONATION_CLIENT_SECRET');
  }
});

test.run();
