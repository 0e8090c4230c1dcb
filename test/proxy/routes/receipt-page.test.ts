/**
 * `GET /api/receipts/:token` over a SQLite ledger whose receipts were issued as the proxy issues them:
 * the page of the receipt the token leads to (200 HTML in its language, noindex, not cached, no
 * referrer, its own policy allowing its style and print script), VOID once voided; the same 404 page,
 * naming nothing, for an unknown token, a malformed one and one that differs in a letter.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { PRINTABLE_POLICY } from '../../../proxy/receipts/printable-document.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';
import { appOver } from '../helpers/app-over.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { fakePayPro } from '../helpers/fake-paypro.ts';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { type Served, serveAt } from '../helpers/serve.ts';
import { memoryDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { issuePaidReceipts } from '../receipts/helpers/paid-receipts.ts';

let database: TestDatabase;
let served: Served;
let english: { number: string; token: string };
let urdu: { number: string; token: string };

test.before(async () => {
  database = await memoryDatabase();
  const orgs: Org[] = [await fixtureOrg('receipts-issuer')];
  [english, urdu] = (await issuePaidReceipts(database.db, [
    { orderNumber: 'R-1', datePaid: '2026-11-26T15:00:00', changes: { billDetail: { purposeOfDonation: 'Zakat' } } },
    { orderNumber: 'R-2', datePaid: '2026-11-27T15:00:00', changes: { language: 'ur' } },
  ])) as [typeof english, typeof urdu];
  const config = loadConfig({ ...GENEROUS_RATE_LIMITS }, orgs);
  const { logger } = capturedLogger();
  served = await serveAt((origin) => appOver(database.db, { orgs, config, origin, paypro: fakePayPro(), logger }).callback());
});
test.after(async () => {
  await served.close();
  await database.close();
});

const get = async (token: string) => {
  const response = await fetch(`${served.origin}/api/receipts/${token}`);
  return { status: response.status, headers: response.headers, body: await response.text() };
};

test("the token's receipt: 200 HTML in its language, noindex, not cached, no referrer, its own policy", async () => {
  const { status, headers, body } = await get(english.token);
  assert.is(status, 200);
  assert.match(headers.get('content-type') ?? '', 'text/html');
  assert.is(headers.get('x-robots-tag'), 'noindex');
  assert.is(headers.get('cache-control'), 'no-store');
  assert.is(headers.get('referrer-policy'), 'no-referrer');
  assert.is(headers.get('content-security-policy'), PRINTABLE_POLICY);
  assert.is(headers.get('x-content-type-options'), 'nosniff');
  assert.match(body, '<meta name="robots" content="noindex">');
  assert.match(body, '<h1>Zakat receipt</h1>');
  assert.match(body, english.number);
  assert.match(body, 'Rupees two thousand five hundred only');
  assert.match(body, '<main>');
  const other = await get(urdu.token);
  assert.is(other.status, 200);
  assert.match(other.body, '<html lang="ur" dir="rtl">');
  assert.match(other.body, urdu.number);
});

test('a voided receipt is shown VOID, with the reason', async () => {
  await database.db
    .updateTable('receipts')
    .set({ state: 'void', void_reason: 'Paid twice by mistake', voided_at: '2026-12-01T09:00:00.000Z' })
    .where('number', '=', urdu.number)
    .execute();
  const { status, body } = await get(urdu.token);
  assert.is(status, 200);
  assert.match(body, '<main data-mark="منسوخ \u2066VOID\u2069"');
  assert.match(body, 'Paid twice by mistake');
});

test('an unknown, a malformed or an altered token: the same 404 page, naming no receipt, org or donor', async () => {
  const altered = `${english.token.slice(0, -1)}${english.token.endsWith('A') ? 'B' : 'A'}`;
  const pages = await Promise.all(['A'.repeat(43), 'short', `${english.token}x`, altered].map(get));
  for (const page of pages) {
    assert.is(page.status, 404);
    assert.is(page.headers.get('x-robots-tag'), 'noindex');
    assert.is(page.headers.get('cache-control'), 'no-store');
    assert.match(page.body, 'Receipt not found');
    assert.not.match(page.body, 'RCT-');
    assert.not.match(page.body, 'Receipts Trust');
    assert.not.match(page.body, 'Ayesha');
    assert.is(page.body, pages[0]?.body);
  }
});

test.run();
