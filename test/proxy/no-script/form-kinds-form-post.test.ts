/**
 * Form posts without JavaScript from the kinds whose pages post controls that are not order data: the
 * wizard (its frequency and preset-amount radios) and the associates form (its phone's country
 * selector, put together with the number as the page's script would).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import { startNoScriptStack, type NoScriptStack } from '../helpers/no-script-stack.ts';
import { fixtureOrgsDir } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let stack: NoScriptStack;

test.before(async () => {
  const loaded = await Promise.all(['wizard-two-accounts', 'associates'].map((only) => loadOrgs(fixtureOrgsDir, { only })));
  stack = await startNoScriptStack(loaded.flat().map(({ org }) => org));
});
test.after(() => stack.close());

/** Every control the wizard-two-accounts page posts with scripts off (all steps show; the preset radios are hidden, so unsent). */
const WIZARD = {
  route: '/merchantform/wizard-two-accounts',
  website: '',
  frequency: 'once',
  currency: 'USD',
  amount: '40',
  donationPurpose: 'Zakat',
  firstName: 'Bilal',
  lastName: 'Ahmed',
  email: 'bilal@example.org',
  contactNumber: '03211234567',
};

/** Every control the associates page posts with scripts off; the phone as typed at home. */
const ASSOCIATE = {
  route: '/merchantform/associates',
  website: '',
  name: 'Sana Malik',
  email: 'sana@example.org',
  nationalIdentityNumber: '3520212345671',
  phoneCountry: 'PK',
  phoneNumber: '0300 1234567',
  donationType: 'Sadqa',
  currency: 'PKR',
  amount: '2000',
  country: 'Pakistan',
};

test("the wizard's page-only controls are not sent on: a full post creates the order", async () => {
  const response = await stack.postForm('/api/orders', WIZARD);
  assert.is(response.status, 303);
  const order = stack.sim.orders.list().find((candidate) => candidate.customerEmail === WIZARD.email);
  assert.is(order?.amount, '40');
  assert.is(order?.currency, 'USD');
});

test('a wizard post missing a required detail shows both steps again with its message', async () => {
  const response = await stack.postForm('/api/orders', { ...WIZARD, lastName: '', email: 'bilal.wizard@example.org' });
  assert.is(response.status, 422);
  const html = await response.text();
  assert.match(html, english.t('rules.wizardFieldRequired', { label: 'Last Name' }));
  assert.match(html, 'value="40"');
  assert.match(html, 'Step 2 of 2');
  assert.is(stack.sim.orders.list().filter((order) => order.customerEmail === 'bilal.wizard@example.org').length, 0);
});

test('the associates phone typed at home with its country is accepted as the page would send it', async () => {
  const response = await stack.postForm('/api/orders', ASSOCIATE);
  assert.is(response.status, 303);
  assert.ok(stack.sim.orders.list().some((order) => order.customerEmail === ASSOCIATE.email));
});

test('an associates phone that is no number of its country is refused with the page message, and shown as typed', async () => {
  const response = await stack.postForm('/api/orders', { ...ASSOCIATE, email: 'sana.bad@example.org', phoneNumber: '0300 12' });
  assert.is(response.status, 422);
  const html = await response.text();
  assert.match(html, english.t('rules.phoneInvalid'));
  assert.match(html, 'value="0300 12"');
  assert.match(html, '<option value="PK" selected="">');
});

test('any other posted control is dropped before the rules, as the page controls above are', async () => {
  const response = await stack.postForm('/api/orders', { ...ASSOCIATE, email: 'sana.extra@example.org', submit: 'Submit' });
  assert.is(response.status, 303);
  assert.ok(stack.sim.orders.list().some((order) => order.customerEmail === 'sana.extra@example.org'));
});

test.run();
