/**
 * The platform pages (the platform-pages fixture) in a real browser under `forms serve`: an account
 * removal request reaches the ledger in the proxy's data folder (unverified) and the page confirms it; the
 * sample form logs and confirms without any request; the card checkout shows what the demo provider in its
 * frame reports.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase } from '../../proxy/ledger/open-database.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { copyOrgFiles } from '../orgs/helpers/org-subset.ts';
import { createRemovalRequestStore } from '../../proxy/ledger/removal-requests.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { bodyText, pressSubmit, waitForText } from './helpers/donor.ts';
import { openForm } from './helpers/open-form.ts';

let dataDir = '';
let orgsDir = '';

// A server of its own: the ledger in its data folder must hold this file's removal request only. It
// serves the platform-pages fixture alone, the one whose pages this file opens (a smaller build).
test.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'forms-browser-data-'));
  orgsDir = await copyOrgFiles(['platform-pages'], fixtureOrgsDir);
});

const rig = browserRigFor(test, () => ({ env: { FORMS_DATA_DIR: dataDir }, orgsDir }));

test.after(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(orgsDir, { recursive: true, force: true });
});

test('account removal: the request is recorded, the popup confirms it and the field clears', async () => {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}/platform-pages/account-removal/`);
  await pressSubmit(page);
  await waitForText(page, ['Email is required.']);
  await page.type('input[name="email"]', 'leaving@example.org');
  await page.click('form button[type="submit"]');
  await waitForText(page, ['Your request has been received']);
  assert.is(await page.$eval('input[name="email"]', (input) => (input as HTMLInputElement).value), '');
  const database = await openDatabase({ kind: 'sqlite', dataDir });
  const recorded = await createRemovalRequestStore(database.db)
    .list(new Date())
    .finally(() => database.close());
  assert.equal(
    recorded.map(({ route, email, confirmation }) => ({ route, email, confirmation })),
    [{ route: '/platform-pages/account-removal', email: 'leaving@example.org', confirmation: 'unverified' }],
  );
  assert.equal(problems, []);
  await page.close();
});

test('sample form: Submit logs the values and confirms, and the page sends no request', async () => {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}/platform-pages/sample-contribution/`);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') logged.push(message.text());
  });
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  await page.type('input[name="name"]', 'Ayesha Khan');
  await page.type('input[name="email"]', 'ayesha@example.org');
  await page.select('select[name="amount"]', '4000');
  await pressSubmit(page);
  await waitForText(page, ['nothing was sent']);
  assert.equal(logged.length, 1);
  assert.match(logged[0]!, 'Sample contribution form values');
  assert.is(requests, 0);
  assert.match(new URL(page.url()).pathname, '/platform-pages/sample-contribution/');
  assert.equal(problems, []);
  await page.close();
});

test('card checkout: the demo provider in the frame reports success, then a decline', async () => {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}/platform-pages/card-checkout/`, '[data-listening]');
  const frame = await (await page.waitForSelector('iframe'))!.contentFrame();
  assert.ok(frame, 'the provider frame is there');
  await frame.waitForSelector('button[data-payment-status="success"]');
  await frame.click('button[data-payment-status="success"]');
  await page.waitForFunction(() => document.querySelector('[role="alert"]')?.textContent?.includes('Payment Successful'));
  assert.match(await bodyText(page), 'Payment Successful: Approved by the demo provider');
  assert.match(await bodyText(page), /PayPro ID: DEMO\d+/);
  await frame.click('button[data-payment-status="failure"]');
  await page.waitForFunction(() => document.querySelector('[role="alert"]')?.textContent?.includes('Payment Failed'));
  assert.match(await bodyText(page), 'Payment Failed: Declined by the demo provider');
  const box = await page.$eval('iframe', (element) => element.getBoundingClientRect().height);
  assert.ok(box > 500, `the frame fills the screen (${box}px of 844)`);
  assert.equal(problems, []);
  await page.close();
});

test.run();
