/**
 * The sample contribution form in jsdom: the spec's amounts, the field checks, and on a valid Submit the
 * values logged with console.info and the submitted confirmation, with no request of any kind.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SampleContributionFormDef } from '../../orgs/types.ts';
import { platformForms } from '../orgs/helpers/platform-forms.ts';
import { control, errorOf, fillAll, pressSubmit, settle } from './helpers/dom-actions.ts';
import { json, openFlowPage, type FlowPage } from './helpers/flow-page.ts';
import { closeOpenPages } from './helpers/page-window.ts';
import { translatorFor } from '../../orgs/i18n/compile.ts';

const SAMPLE_SUBMITTED = translatorFor('en').t('sample.submitted');

let form: SampleContributionFormDef;
test.before(async () => {
  form = (await platformForms()).sample;
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

/** The page, with the window's own fetch and console.info recorded too. */
async function openSample(): Promise<FlowPage & { fetched: unknown[]; logged: unknown[][] }> {
  const page = await openFlowPage(form, json(200, {}));
  const fetched: unknown[] = [];
  const logged: unknown[][] = [];
  Object.assign(page.window, { fetch: (...args: unknown[]) => void fetched.push(args) });
  page.window.console.info = (...args: unknown[]) => void logged.push(args);
  return { ...page, fetched, logged };
}

function confirmation(page: FlowPage): string {
  return page.document.querySelector('.form-message[role="status"]')?.textContent ?? '';
}

const values = { name: 'Ayesha Khan', email: 'ayesha@example.org', phoneNumber: '03001234567', amount: '300' };

test('the fields of the original forms, with the amounts 200, 300 and 4000 to choose from', async () => {
  const page = await openSample();
  const names = [...page.document.querySelectorAll('form [name]')].map((element) => element.getAttribute('name'));
  assert.equal(names, ['name', 'email', 'phoneNumber', 'amount']);
  const options = [...control(page, 'amount').querySelectorAll('option')].map((option) => option.value);
  assert.equal(options, ['', '200', '300', '4000']);
  assert.is(page.document.querySelector('form')?.getAttribute('action'), null, 'the form posts nowhere');
  assert.equal(page.problems, []);
  page.close();
});

test('an empty Submit shows the required messages, logs nothing and sets no flag', async () => {
  const page = await openSample();
  pressSubmit(page);
  await settle();
  assert.equal(
    ['name', 'email', 'phoneNumber', 'amount'].map((name) => errorOf(page, name)),
    ['Name is required.', 'Email is required.', '', 'Amount is required.'],
  );
  assert.is((page.document.activeElement as HTMLInputElement).name, 'name');
  assert.equal(page.logged, []);
  assert.is(confirmation(page), '');
  page.close();
});

test('a valid Submit logs the values, shows the confirmation, and makes no call at all', async () => {
  const page = await openSample();
  fillAll(page, { ...values, name: ' Ayesha Khan ' });
  pressSubmit(page);
  await settle();
  // Through JSON: the logged object comes from the page's realm, whose Object is another constructor.
  assert.equal(JSON.parse(JSON.stringify(page.logged)), [['Sample contribution form values', values]]);
  assert.is(confirmation(page), SAMPLE_SUBMITTED);
  assert.equal(page.requests, [], 'no request through the page fetch');
  assert.equal(page.fetched, [], "no request through the window's fetch");
  assert.equal(page.navigations, []);
  assert.equal(page.problems, []);
  page.close();
});

test('a later Submit that fails its checks clears the flag', async () => {
  const page = await openSample();
  fillAll(page, values);
  pressSubmit(page);
  await settle();
  assert.is(confirmation(page), SAMPLE_SUBMITTED);
  fillAll(page, { email: 'ayesha@' });
  pressSubmit(page);
  await settle();
  assert.is(errorOf(page, 'email'), 'Email address is invalid.');
  assert.is(confirmation(page), '');
  assert.is(page.logged.length, 1);
  page.close();
});

test.run();
