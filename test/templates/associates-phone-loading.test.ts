/**
 * The associates phone while every country's metadata loads, with a loader the test holds: a Pakistani
 * number never asks for it; another country's number says it is being checked and does not submit
 * until the metadata has come, then is checked exactly and sent; a load that fails says so and never submits.
 */
import { fileURLToPath } from 'node:url';
import type { MetadataJson } from 'libphonenumber-js/core';
import all from 'libphonenumber-js/metadata.min.json';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AssociatesFormDef } from '../../orgs/types.ts';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import { fixtureForm } from '../helpers/fixture-orgs.ts';
import { ASSOCIATE_VALUES } from '../orgs/helpers/associates-values.ts';
import { control, errorOf, fill, fillAll, pressSubmit, settle } from './helpers/dom-actions.ts';
import { type FlowPage, json, openFlowPage } from './helpers/flow-page.ts';
import { closeClean, closeOpenPages } from './helpers/page-window.ts';

const { t } = translatorFor('en');
const PHONE_CHECK_LOADING = t('form.phoneCheckLoading');
const PHONE_CHECK_FAILED = t('form.phoneCheckFailed');

const entry = fileURLToPath(new URL('./helpers/phone-loader-entry.tsx', import.meta.url));
const donation = { ...ASSOCIATE_VALUES, phoneNumber: '', currency: 'GBP', amount: '150', country: 'UK' };

let form: AssociatesFormDef;
test.before(async () => {
  form = (await fixtureForm('associates', 'associates')).form;
});
test.after.each(closeOpenPages);

/** A loader the test settles, counting its calls. */
function heldLoader() {
  let settle: { resolve(metadata: MetadataJson): void; reject(error: Error): void } | undefined;
  const loader = {
    calls: 0,
    load: () => {
      loader.calls += 1;
      return new Promise<MetadataJson>((resolve, reject) => {
        settle = { resolve, reject };
      });
    },
    /** Resolves with the whole metadata made in `page`'s realm (libphonenumber checks that it is a plain object of its own realm). */
    resolve: (page: FlowPage) => settle?.resolve(page.window.JSON.parse(JSON.stringify(all)) as MetadataJson),
    reject: () => settle?.reject(new TypeError('Failed to fetch')),
  };
  return loader;
}

async function openWith(loader: ReturnType<typeof heldLoader>): Promise<FlowPage> {
  const page = await openFlowPage(
    form,
    json(200, { redirectUrl: 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MTI%3d', orderNumber: '1' }),
    (opened) => Object.assign(opened.window, { testPhoneLoader: loader.load }),
    entry,
  );
  fillAll(page, donation);
  return page;
}

const sentPhone = (page: FlowPage) => (page.requests[0]?.body as { values: Record<string, string> } | undefined)?.values.phoneNumber;

test('a Pakistani number is checked and sent without the other countries’ metadata', async () => {
  const loader = heldLoader();
  const page = await openWith(loader);
  fill(page, 'phoneNumber', '0300 1234567');
  pressSubmit(page);
  await settle();
  assert.is(loader.calls, 0);
  assert.is(sentPhone(page), '+923001234567');
  closeClean(page);
});

test('another country: checking while the metadata loads, nothing sent; once loaded, checked exactly and sent', async () => {
  const loader = heldLoader();
  const page = await openWith(loader);
  fill(page, 'phoneCountry', 'GB');
  await settle();
  assert.is(loader.calls, 1, 'picking the country starts the load');
  fill(page, 'phoneNumber', '07911123456');
  await settle();
  assert.is(errorOf(page, 'phoneNumber'), PHONE_CHECK_LOADING);
  assert.is(control(page, 'phoneNumber').getAttribute('aria-invalid'), 'true');
  pressSubmit(page);
  await settle();
  assert.equal(page.requests, []);
  assert.is(errorOf(page, 'phoneNumber'), PHONE_CHECK_LOADING);
  loader.resolve(page);
  await settle();
  assert.is(errorOf(page, 'phoneNumber'), '');
  fill(page, 'phoneNumber', '07911 12345');
  await settle();
  assert.is(errorOf(page, 'phoneNumber'), 'Phone number is invalid.');
  fill(page, 'phoneNumber', '07911 123456');
  pressSubmit(page);
  await settle();
  assert.is(sentPhone(page), '+447911123456');
  closeClean(page);
});

test('a load that fails says the number cannot be checked, and the form is not sent', async () => {
  const loader = heldLoader();
  const page = await openWith(loader);
  fill(page, 'phoneCountry', 'AE');
  fill(page, 'phoneNumber', '050 123 4567');
  await settle();
  loader.reject();
  await settle();
  assert.is(errorOf(page, 'phoneNumber'), PHONE_CHECK_FAILED);
  pressSubmit(page);
  await settle();
  assert.equal(page.requests, []);
  assert.is(errorOf(page, 'phoneNumber'), PHONE_CHECK_FAILED);
  closeClean(page);
});

test.run();
