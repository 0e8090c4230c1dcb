/**
 * The hydrated zakat forms with a fake proxy: the donation summary follows
 * the amount and currency, the minimum shows as the donor types, and the submit check asks only for
 * presence, so an amount under the minimum is still sent; the phone's submit text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ZakatFormDef } from '../../orgs/types.ts';
import { DONOR_VALUES } from '../orgs/helpers/donor-forms.ts';
import { errorOf, fill, fillAll, pressSubmit, settle } from './helpers/dom-actions.ts';
import { json, openFlowPage, type FlowPage } from './helpers/flow-page.ts';
import { closeClean, closeOpenPages } from './helpers/page-window.ts';
import { fixtureFormAt } from '../helpers/fixture-orgs.ts';

let summary: ZakatFormDef;
let plain: ZakatFormDef;
test.before(async () => {
  summary = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Zakat', 'zakat-form');
  plain = await fixtureFormAt('zakat-plain', '/merchantform/zakat-plain', 'zakat-form');
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const ok = json(200, { redirectUrl: 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MTI%3d', orderNumber: '1' });

function summaryRows(page: FlowPage): string[] {
  return [...page.document.querySelectorAll('.donation-summary dd')].map((cell) => cell.textContent ?? '');
}

test('the summary shows the amount in the chosen currency as the donor types', async () => {
  const page = await openFlowPage(summary, ok);
  assert.equal(summaryRows(page), ['—', 'One time', '—']);
  fill(page, 'amount', '2500');
  await settle();
  assert.equal(summaryRows(page), ['PKR 2,500', 'One time', 'PKR 2,500']);
  fill(page, 'currency', 'USD');
  fill(page, 'amount', '19.9');
  await settle();
  assert.equal(summaryRows(page), ['USD 19.90', 'One time', 'USD 19.90']);
  fill(page, 'amount', 'abc');
  await settle();
  assert.equal(summaryRows(page), ['—', 'One time', '—']);
  closeClean(page);
});

test('both variants: the minimum as the donor types, re-checked on a currency change', async () => {
  for (const form of [summary, plain]) {
    const page = await openFlowPage(form, ok);
    fill(page, 'amount', '4');
    await settle();
    assert.is(errorOf(page, 'amount'), 'Amount must be at least 500 PKR.', form.route);
    fill(page, 'currency', 'USD');
    await settle();
    assert.is(errorOf(page, 'amount'), 'Amount must be at least $5 for USD.', form.route);
    fill(page, 'amount', '5');
    await settle();
    assert.is(errorOf(page, 'amount'), '', form.route);
    closeClean(page);
  }
});

test('both variants: an empty submit shows the messages, the phone with its submit text', async () => {
  for (const form of [summary, plain]) {
    const page = await openFlowPage(form, ok);
    pressSubmit(page);
    await settle();
    assert.is(errorOf(page, 'phoneNumber'), 'PhoneNumber is required.', form.route);
    assert.is(errorOf(page, 'amount'), 'Amount is required.', form.route);
    assert.is(errorOf(page, 'name'), 'Name is required.', form.route);
    assert.is(errorOf(page, 'currency'), '', 'PKR is preselected');
    const first = form.variant === 'summary' ? 'amount' : 'name';
    assert.is((page.document.activeElement as HTMLInputElement).name, first, form.route);
    assert.equal(page.requests, []);
    closeClean(page);
  }
});

test('both variants: on submit only presence is checked, so an amount under the minimum is sent', async () => {
  for (const form of [summary, plain]) {
    const page = await openFlowPage(form, ok);
    fillAll(page, { ...DONOR_VALUES, amount: '300' });
    await settle();
    assert.is(errorOf(page, 'amount'), 'Amount must be at least 500 PKR.', 'the live message stays visible');
    pressSubmit(page);
    await settle();
    assert.equal(
      page.requests.map((request) => request.body),
      [{ route: form.route, values: { ...DONOR_VALUES, amount: '300' } }],
      form.route,
    );
    closeClean(page);
  }
});

test.run();
