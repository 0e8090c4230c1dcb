/**
 * The printable receipt page in Chromium, served by the proxy (`GET /api/receipts/:token`) under its
 * own Content-Security-Policy, in English and in Urdu: axe finds no serious or critical violation, the
 * print button's script runs (no policy violation) and shows the button, the page without JavaScript has
 * no button, SPECIMEN and VOID are drawn in print, and `page.pdf({ format: 'A4' })` makes exactly one page, also for the longest receipt
 * (Urdu, void, a replacement, with a campaign, a CNIC and an address); a year-end statement in both
 * languages is axe clean too.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'puppeteer-core';
import { statementDocument } from '../../cli/receipts/annual-statement-page.ts';
import { annualStatements } from '../../cli/receipts/annual-statements.ts';
import type { Org } from '../../orgs/types.ts';
import { loadConfig } from '../../proxy/config.ts';
import type { ReceiptContent } from '../../proxy/receipts/receipt-content.ts';
import { fixtureOrg } from '../helpers/fixture-orgs.ts';
import { appOver } from '../proxy/helpers/app-over.ts';
import { capturedLogger } from '../proxy/helpers/captured-logger.ts';
import { fakePayPro } from '../proxy/helpers/fake-paypro.ts';
import { GENEROUS_RATE_LIMITS } from '../proxy/helpers/generous-rate-limits.ts';
import { type Served, serveAt } from '../proxy/helpers/serve.ts';
import { memoryDatabase, type TestDatabase } from '../proxy/helpers/test-database.ts';
import { issuePaidReceipts } from '../proxy/receipts/helpers/paid-receipts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { cspViolationsOf, recordCspViolations } from './helpers/csp-violations.ts';
import { acquireContext, releaseContext } from './helpers/shared-chromium.ts';

let database: TestDatabase;
let served: Served;
let context: BrowserContext | undefined;
const tokens: Record<'en' | 'ur' | 'longest', string> = { en: '', ur: '', longest: '' };
const CNIC = { purposeOfDonation: 'Zakat', cnicNumber: '35202-1234567-1', campaign: 'Ramadan 2027 flood relief appeal' };
const DONOR = {
  name: 'Muhammad Abdul Rehman Siddiqui',
  email: 'abdul.rehman.siddiqui@example.org',
  phone: '',
  address: 'House 14, Street 7, Block C, Gulberg III, Lahore 54660, Punjab',
};

test.before(async () => {
  database = await memoryDatabase();
  const orgs: Org[] = [await fixtureOrg('receipts-issuer')];
  const [en, ur, longest] = await issuePaidReceipts(database.db, [
    { orderNumber: 'R-1', datePaid: '2026-11-26T15:00:00', changes: { billDetail: CNIC } },
    { orderNumber: 'R-2', datePaid: '2026-11-27T15:00:00', changes: { language: 'ur', billDetail: CNIC } },
    {
      orderNumber: 'R-3',
      datePaid: '2026-11-28T15:00:00',
      changes: { language: 'ur', billDetail: CNIC, donor: DONOR, amount: '1234567.89' },
    },
  ]);
  tokens.en = en!.token;
  tokens.ur = ur!.token;
  tokens.longest = longest!.token;
  const row = await database.db.selectFrom('receipts').selectAll().where('number', '=', longest!.number).executeTakeFirstOrThrow();
  const content = { ...(JSON.parse(row.content) as ReceiptContent), replaces: 'RCT-2026-27-000001', specimen: true };
  await database.db
    .updateTable('receipts')
    .set({
      content: JSON.stringify(content),
      state: 'void',
      void_reason: 'The donor asked for the receipt in the name of their trust instead',
      voided_at: '2026-12-02T10:00:00.000Z',
    })
    .where('number', '=', longest!.number)
    .execute();
  const config = loadConfig({ ...GENEROUS_RATE_LIMITS }, orgs);
  const { logger } = capturedLogger();
  served = await serveAt((origin) => appOver(database.db, { orgs, config, origin, paypro: fakePayPro(), logger }).callback());
  context = await acquireContext();
});
test.after(async () => {
  await releaseContext(context);
  await served.close();
  await database.close();
});

/** Runs `use` on the receipt page of `token` in a new tab (`javaScript` on or off), then closes the tab. */
async function onReceipt(token: string, use: (page: Page) => Promise<void>, javaScript = true): Promise<void> {
  const page = await context!.newPage();
  try {
    await page.setJavaScriptEnabled(javaScript);
    await recordCspViolations(page);
    const response = await page.goto(`${served.origin}/api/receipts/${token}`, { waitUntil: 'load' });
    assert.is(response?.status(), 200);
    await use(page);
  } finally {
    await page.close();
  }
}

/** How many pages a PDF has: its page objects (`/Type /Page`, not `/Pages`). */
const pdfPages = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-z])/g) ?? []
  ).length;

for (const [name, key] of [
  ['English', 'en'],
  ['Urdu', 'ur'],
  ['the longest (Urdu, void, specimen, a replacement)', 'longest'],
] as const) {
  test(`${name}: axe clean, the print button shown by its allowed script, one A4 page`, async () => {
    await onReceipt(tokens[key], async (page) => {
      assert.equal(await seriousViolations(page), []);
      assert.equal(await cspViolationsOf(page), []);
      assert.is(await page.$eval('#print', (button) => (button as HTMLButtonElement).hidden), false);
      assert.is(pdfPages(await page.pdf({ format: 'A4', printBackground: true })), 1);
    });
  });
}

test('SPECIMEN and VOID are drawn across the page in print too', async () => {
  await onReceipt(tokens.longest, async (page) => {
    await page.emulateMediaType('print');
    const mark = await page.$eval('main', (main) => getComputedStyle(main, '::before').content);
    assert.match(mark, 'SPECIMEN');
    assert.match(mark, 'VOID');
  });
});

test('without JavaScript the page reads the same and shows no dead button', async () => {
  await onReceipt(
    tokens.ur,
    async (page) => {
      assert.is(await page.$eval('#print', (button) => (button as HTMLButtonElement).hidden), true);
      assert.match(await page.$eval('h1', (heading) => heading.textContent ?? ''), 'زکوٰۃ کی رسید');
      assert.is(pdfPages(await page.pdf({ format: 'A4' })), 1);
    },
    false,
  );
});

test('a year-end statement, in English and Urdu: axe clean, its print button shown by its own script', async () => {
  const rows = await database.db.selectFrom('receipts').select(['state', 'content']).orderBy('sequence').execute();
  const [statement] = annualStatements(rows);
  for (const language of ['en', 'ur'] as const) {
    const inLanguage = { ...statement!, receipts: statement!.receipts.map((receipt) => ({ ...receipt, language })) };
    const page = await context!.newPage();
    try {
      await page.setContent(statementDocument(inLanguage, '2026-27').html);
      assert.is(await page.$eval('html', (html) => html.lang), language);
      assert.equal(await seriousViolations(page), [], language);
      assert.is(await page.$eval('#print', (button) => (button as HTMLButtonElement).hidden), false);
    } finally {
      await page.close();
    }
  }
});

test('the PDF page count is read right: a page that cannot fit on one sheet counts more', async () => {
  const page = await context!.newPage();
  try {
    await page.setContent(`<p style="height:600mm">tall</p>`);
    assert.is(pdfPages(await page.pdf({ format: 'A4' })), 3);
  } finally {
    await page.close();
  }
});

test.run();
