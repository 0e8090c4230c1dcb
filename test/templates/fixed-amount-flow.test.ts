/** A hydrated fixed-amount form with a fake proxy: only name and email are checked and sent. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FixedAmountFormDef } from '../../orgs/types.ts';
import { errorOf, fill, fillAll, pressSubmit, settle } from './helpers/dom-actions.ts';
import { json, openFlowPage } from './helpers/flow-page.ts';
import { closeClean, closeOpenPages } from './helpers/page-window.ts';
import { fixtureForm } from '../helpers/fixture-orgs.ts';

let form: FixedAmountFormDef;
test.before(async () => {
  form = (await fixtureForm('fixed-amount', 'fixed-amount', '/fixed-amount-dollar')).form;
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const ok = json(200, { redirectUrl: 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MTI%3d', orderNumber: '1' });

test('an empty submit says the name and the email are required; a bad address is invalid; nothing sent', async () => {
  const page = await openFlowPage(form, ok);
  pressSubmit(page);
  await settle();
  assert.equal([errorOf(page, 'name'), errorOf(page, 'email')], ['Name is required.', 'Email is required.']);
  fill(page, 'email', 'omar@');
  await settle();
  assert.is(errorOf(page, 'email'), 'Email address is invalid.');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('a name and an email are all the page sends', async () => {
  const page = await openFlowPage(form, ok);
  fillAll(page, { name: 'Omar Farooq', email: 'omar@example.org' });
  pressSubmit(page);
  await settle();
  assert.equal(page.requests, [
    {
      url: '/api/orders',
      method: 'POST',
      body: { route: '/fixed-amount-dollar', values: { name: 'Omar Farooq', email: 'omar@example.org' } },
    },
  ]);
  closeClean(page);
});

test.run();
