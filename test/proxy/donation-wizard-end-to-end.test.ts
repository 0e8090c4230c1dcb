/**
 * The three donation wizards end to end as `forms serve` runs them (pages, proxy and PayPro simulator on
 * one port): POST /api/orders, the simulator's checkout showing the amount and currency, Pay, and the
 * return to the org's thank-you page. The merchant account is the server's choice: the secure wizard's
 * Zakat order reaches the simulator under the Zakat merchant, its General order under the donation one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../cli/start-server.ts';
import { startFixtureServer } from '../helpers/fixture-server.ts';
import type { DonationWizardFormDef } from '../../orgs/types.ts';
import { fixtureWizardForm, wizardValues } from '../orgs/helpers/wizard-forms.ts';

let server: RunningServer;
test.before(async () => {
  server = await startFixtureServer();
});
test.after(async () => {
  await server?.close();
});

function postOrder(route: string, values: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, values }),
  });
}

/** The MerchantId the simulator recorded for `orderNumber`. */
async function merchantOf(orderNumber: string): Promise<string> {
  const { orders } = (await (await fetch(`${server.url}/paypro-sim/__sim/orders`)).json()) as {
    orders: { orderNumber: string; merchantId: string }[];
  };
  const order = orders.find((candidate) => candidate.orderNumber === orderNumber);
  if (!order) throw new Error(`the simulator has no order ${orderNumber}`);
  return order.merchantId;
}

/** A hidden field's value on the simulator's pay page. */
function hiddenValue(html: string, name: string): string {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`the pay page has no ${name} field`);
  return value.replaceAll('&amp;', '&');
}

/**
 * One donor's journey: the order, the pay page showing `shown` (e.g. 'PKR 1,000.00'), Pay, and the
 * 303 back to the form's thank-you page, which answers. Resolves with the order number.
 */
async function donate(form: DonationWizardFormDef, values: Record<string, string>, shown: string): Promise<string> {
  const response = await postOrder(form.route, values);
  assert.is(response.status, 200, `${form.route}: ${await response.clone().text()}`);
  const { redirectUrl, orderNumber } = (await response.json()) as { redirectUrl: string; orderNumber: string };
  const callback = `${server.url}${form.route}/thank-you/`;
  assert.is(new URL(redirectUrl).searchParams.get('callback_url'), `${callback}?order=${orderNumber}`);

  const payPage = await (await fetch(redirectUrl)).text();
  assert.match(payPage, shown);
  assert.match(payPage, orderNumber);
  assert.match(payPage, `${values.firstName} ${values.lastName}`);

  const paid = await fetch(`${server.url}/paypro-sim/pyb-demo/pay`, {
    method: 'POST',
    body: new URLSearchParams({ bid: hiddenValue(payPage, 'bid'), callback_url: hiddenValue(payPage, 'callback_url') }),
    redirect: 'manual',
  });
  assert.is(paid.status, 303);
  const back = new URL(paid.headers.get('location')!);
  assert.is(`${back.origin}${back.pathname}`, callback);
  assert.is(back.searchParams.get('order'), orderNumber);
  assert.is(back.searchParams.get('status'), 'Success');
  const thankYou = await fetch(back);
  assert.is(thankYou.status, 200);
  assert.match(await thankYou.text(), 'Thank you');
  return orderNumber;
}

test('secure wizard: a PKR Zakat gift is paid to the Zakat merchant', async () => {
  const twoAccounts = await fixtureWizardForm('wizard-two-accounts');
  const values = { ...wizardValues(twoAccounts), amount: '1000', donationPurpose: 'Zakat' };
  const orderNumber = await donate(twoAccounts, values, 'PKR 1,000.00');
  assert.is(await merchantOf(orderNumber), 'sim-wizard-two-accounts-zakat');
});

test('secure wizard: a USD General gift is paid to the donation merchant; a request naming an account is refused', async () => {
  const twoAccounts = await fixtureWizardForm('wizard-two-accounts');
  const values = { ...wizardValues(twoAccounts), currency: 'USD', amount: '25', donationPurpose: 'General' };
  const orderNumber = await donate(twoAccounts, values, 'USD 25.00');
  assert.is(await merchantOf(orderNumber), 'sim-wizard-two-accounts-donation');
  const tampered = await postOrder(twoAccounts.route, { ...values, account: 'zakat' });
  assert.is(tampered.status, 422);
  const { error } = (await tampered.json()) as { error: { fields: Record<string, string> } };
  assert.equal(error.fields, { account: 'This field is not part of the form.' });
});

test('address form and widget: PKR and AED gifts complete, paid to their donation merchants', async () => {
  const addressWizard = await fixtureWizardForm('wizard-address');
  const first = await donate(addressWizard, { ...wizardValues(addressWizard), amount: '2000' }, 'PKR 2,000.00');
  assert.is(await merchantOf(first), 'sim-wizard-address-donation');
  const categoryWizard = await fixtureWizardForm('wizard-category');
  const second = await donate(
    categoryWizard,
    { ...wizardValues(categoryWizard), currency: 'AED', amount: '150.50', donationPurpose: 'Sadqah' },
    'AED 150.50',
  );
  assert.is(await merchantOf(second), 'sim-wizard-category-donation');
});

test('the proxy refuses incomplete wizards with their messages and creates no order', async () => {
  const before = ((await (await fetch(`${server.url}/paypro-sim/__sim/orders`)).json()) as { orders: unknown[] }).orders.length;
  const twoAccounts = await fixtureWizardForm('wizard-two-accounts');
  const { donationPurpose: _purpose, firstName: _first, ...noPurpose } = wizardValues(twoAccounts);
  const refused = await postOrder(twoAccounts.route, noPurpose);
  assert.is(refused.status, 422);
  const { error } = (await refused.json()) as { error: { code: string; fields: Record<string, string> } };
  assert.is(error.code, 'invalid_fields');
  assert.equal(error.fields, { donationPurpose: 'Please select a donation purpose.', firstName: 'Please fill out the First Name field.' });

  const addressWizard = await fixtureWizardForm('wizard-address');
  const answer = await postOrder(addressWizard.route, { ...wizardValues(addressWizard), amount: '', city: '', province: 'Gilgit' });
  assert.equal(((await answer.json()) as { error: { fields: Record<string, string> } }).error.fields, {
    amount: 'Please select or enter a donation amount.',
    province: 'Choose a province from the list.',
    city: 'Please fill out the City field.',
  });
  const after = ((await (await fetch(`${server.url}/paypro-sim/__sim/orders`)).json()) as { orders: unknown[] }).orders.length;
  assert.is(after, before);
});

test('each wizard page is served at its route and the list of forms links it', async () => {
  const index = await (await fetch(`${server.url}/`)).text();
  for (const orgId of ['wizard-two-accounts', 'wizard-address', 'wizard-category'] as const) {
    const { route } = await fixtureWizardForm(orgId);
    assert.match(index, `href="${route}/"`);
    const page = await fetch(`${server.url}${route}/`);
    assert.is(page.status, 200, route);
    assert.match(await page.text(), 'name="donationPurpose"');
  }
});

test.run();
