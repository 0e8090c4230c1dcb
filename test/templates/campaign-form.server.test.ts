/**
 * The donation-type and campaign form rendered in Node: the eight fields in order,
 * all required, with the currency, donation type and campaign lists and their empty first options.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CampaignFormDef } from '../../orgs/types.ts';
import { controls, labelOf, optionsOf, renderForm } from './helpers/render-form.ts';
import { fixtureFormAt } from '../helpers/fixture-orgs.ts';

let form: CampaignFormDef;
test.before(async () => {
  form = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Donation', 'campaign-form');
});

test('fields in order, labelled, all required, posting to the proxy', () => {
  const page = renderForm(form);
  const fields = controls(page);
  const names = ['name', 'email', 'phoneNumber', 'address', 'amount', 'currency', 'donationType', 'campaign'];
  assert.equal(
    fields.map((control) => control.name),
    names,
  );
  assert.equal(
    fields.map((control) => labelOf(page, control)),
    ['Name', 'Email', 'Phone Number', 'Address', 'Amount', 'Currency', 'Donation type', 'Campaign'],
  );
  assert.equal(
    fields.filter((control) => control.required).map((control) => control.name),
    names,
  );
  assert.is(page.querySelector('h1')?.textContent, form.title);
  assert.is(page.querySelector('form')?.getAttribute('action'), '/api/orders');
  assert.is(page.querySelector('button[type="submit"]')?.textContent, 'Submit');
});

test('the lists: currencies, donation types and campaigns, each after an empty choice', () => {
  const page = renderForm(form);
  assert.equal(
    optionsOf(page, 'currency').map(([value]) => value),
    ['', 'USD', 'PKR', 'AED', 'GBP', 'EUR'],
  );
  assert.equal(optionsOf(page, 'donationType'), [
    ['', 'Select donation type'],
    ['Zakat', 'Zakat'],
    ['Donation', 'Donation'],
  ]);
  const campaigns = optionsOf(page, 'campaign');
  assert.equal(campaigns[0], ['', 'Select campaign']);
  assert.equal(
    campaigns.slice(1),
    form.campaign.options.map((option): [string, string] => [option.value, option.label ?? option.value]),
  );
});

test.run();
