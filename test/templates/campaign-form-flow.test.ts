/**
 * The hydrated donation-type and campaign form with a fake proxy: every field
 * is required, with the spec's messages, and a valid donation sends its donation type and campaign.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CampaignFormDef } from '../../orgs/types.ts';
import { CAMPAIGN_EMPTY_SUBMIT_ERRORS, DONOR_VALUES } from '../orgs/helpers/donor-forms.ts';
import { errorOf, fillAll, pressSubmit, settle } from './helpers/dom-actions.ts';
import { json, openFlowPage } from './helpers/flow-page.ts';
import { closeOpenPages } from './helpers/page-window.ts';
import { fixtureFormAt } from '../helpers/fixture-orgs.ts';

let form: CampaignFormDef;
test.before(async () => {
  form = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Donation', 'campaign-form');
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const ok = json(200, { redirectUrl: 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MTI%3d', orderNumber: '1' });

test('an empty submit shows every message of the spec and sends nothing', async () => {
  const page = await openFlowPage(form, ok);
  pressSubmit(page);
  await settle();
  for (const [name, message] of Object.entries(CAMPAIGN_EMPTY_SUBMIT_ERRORS)) assert.is(errorOf(page, name), message, name);
  assert.equal(page.requests, []);
  assert.equal(page.problems, []);
  page.close();
});

test('a valid donation sends the donation type and the campaign', async () => {
  const page = await openFlowPage(form, ok);
  const values = { ...DONOR_VALUES, currency: 'GBP', amount: '40', donationType: 'Donation', campaign: 'WinterRelief' };
  fillAll(page, values);
  pressSubmit(page);
  await settle();
  assert.equal(
    page.requests.map((request) => request.body),
    [{ route: form.route, values }],
  );
  assert.equal(page.problems, []);
  page.close();
});

test.run();
