/**
 * The mail outbox in the running proxy (`startProxyServer`). Under the simulator without SMTP_URL, a
 * donor who pays gets a specimen receipt whose mail the sender puts in the local mailbox, which the
 * simulator lists at /paypro-sim/mail with its link to the receipt's page; the status answer says it
 * will be, then was, sent to the masked address, and says nothing of a receipt for an order not paid. A
 * real proxy without SMTP_URL starts no sender: the receipt mail stays queued, and the start-up log
 * names the orgs whose receipt mail waits.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { credentialVariables, loadConfig } from '../../../proxy/config.ts';
import { openDatabase } from '../../../proxy/ledger/open-database.ts';
import { type ProxyServerOptions, startProxyServer } from '../../../proxy/server.ts';
import { createFakeTimers } from '../../helpers/fake-timers.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { pressPay } from '../helpers/pay-form.ts';
import { queueReceipt } from './helpers/outbox-rig.ts';

const ROUTE = '/merchantform/grid-three-currencies';
const MAIL_INTERVAL_MS = 5_000;

const folders: string[] = [];
test.after(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
async function dataDir(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'forms-mail-server-'));
  folders.push(folder);
  return folder;
}

/** Creates an order of the grid form at `url`; its OrderNumber and Click2Pay link. */
async function order(url: string, email: string): Promise<{ orderNumber: string; redirectUrl: string }> {
  const answer = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route: ROUTE, values: { name: 'Sana', email, amount: '700', currency: 'PKR', donationType: 'Kitchen' } }),
  });
  assert.is(answer.status, 200);
  return (await answer.json()) as { orderNumber: string; redirectUrl: string };
}

/** The proxy on a free loopback port, serving no pages. */
const start = (options: Pick<ProxyServerOptions, 'orgs' | 'config' | 'logger' | 'simulated' | 'timers'>) =>
  startProxyServer({
    ...options,
    port: 0,
    host: '127.0.0.1',
    graceMs: 1_000,
    pages: async () => ({ assets: { styles: 'forms.css', logos: new Map() } }),
  });

const statusOf = async (url: string, orderNumber: string) =>
  (await (await fetch(`${url}/api/orders/${orderNumber}/status?route=${encodeURIComponent(ROUTE)}`)).json()) as Record<string, unknown>;

test('npm start: a paid order’s receipt mail lands in the local mailbox, listed with its link; the status answer says where it went', async () => {
  const orgs = [await fixtureOrg('grid-three-currencies')];
  const config = loadConfig({ FORMS_DATA_DIR: await dataDir(), RECONCILE_INTERVAL_SECONDS: '3600' }, orgs);
  const clock = createFakeTimers();
  const { logger } = capturedLogger();
  const server = await start({ orgs, config, logger, simulated: true, timers: clock });
  try {
    const empty = await (await fetch(`${server.url}/paypro-sim/mail`)).text();
    assert.match(empty, 'No mail yet');
    const { orderNumber, redirectUrl } = await order(server.url, 'sana@example.org');
    const unpaid = await order(server.url, 'other@example.org');
    await pressPay(await (await fetch(redirectUrl)).text(), server.url);
    const paid = await statusOf(server.url, orderNumber);
    assert.equal([paid.state, paid.receipt], ['paid', { to: 's•••@e•••.org', sent: false }]);
    assert.not.ok('receipt' in (await statusOf(server.url, unpaid.orderNumber)), 'an order not paid: no word of a receipt');

    // The reconciliation loop's timer and the sender's wait; the sender's pass runs, then waits again.
    await clock.untilWaiting(2);
    await clock.advance(MAIL_INTERVAL_MS);
    await clock.untilWaiting(2);

    const page = await (await fetch(`${server.url}/paypro-sim/mail`)).text();
    const link = new RegExp(`<a href="(${server.url}/api/receipts/[A-Za-z0-9_-]{43})">`).exec(page)?.[1];
    assert.ok(link, page);
    assert.match(page, /<h2>SPECIMEN receipt GRIDTHREEC-\d{4}-\d{2}-000001 from Three Currencies Trust<\/h2>/);
    assert.match(page, '<dd>sana@example.org</dd>');
    assert.match(page, 'PKR 700');
    assert.equal((await statusOf(server.url, orderNumber)).receipt, { to: 's•••@e•••.org', sent: true });
  } finally {
    await server.close();
  }
});

test('a real proxy without SMTP_URL leaves receipt mail queued, and says at start which orgs it waits for', async () => {
  const orgs = [await fixtureOrg('receipts-issuer'), await fixtureOrg('grid-three-currencies')];
  const names = credentialVariables('receipts-issuer', 'donation');
  const folder = await dataDir();
  const env = {
    FORMS_DATA_DIR: folder,
    RECONCILE_INTERVAL_SECONDS: '0',
    PAYPRO_BASE_URL: 'http://127.0.0.1:9',
    PUBLIC_URL: 'https://pay.example.org',
    PAYPRO_CALLBACK_USERNAME: 'callback-user',
    PAYPRO_CALLBACK_PASSWORD: 'callback-password',
    [names.clientId]: 'client',
    [names.clientSecret]: 'secret',
    [names.merchantId]: 'Receipts_Trust',
  };
  const grid = credentialVariables('grid-three-currencies', 'donation');
  Object.assign(env, { [grid.clientId]: 'client', [grid.clientSecret]: 'secret', [grid.merchantId]: 'Three_Currencies' });
  const before = await openDatabase({ kind: 'sqlite', dataDir: folder });
  await queueReceipt(before.db, 'RCT-2026-27-000001', 'donor@example.org', 'raw-token');
  await before.close();

  const clock = createFakeTimers();
  const { logger, logs } = capturedLogger();
  const server = await start({ orgs, config: loadConfig(env, orgs), logger, simulated: false, timers: clock });
  try {
    assert.is(clock.waiting(), 0, 'no sender waits to send');
  } finally {
    await server.close();
  }
  const waiting = logs.filter((line) => String(line.msg).includes('receipt mail waits'));
  assert.equal(
    waiting.map((line) => [line.msg, line.orgs]),
    [['receipt mail waits queued until SMTP_URL and SMTP_FROM are set', ['receipts-issuer']]],
  );
  const after = await openDatabase({ kind: 'sqlite', dataDir: folder });
  try {
    assert.equal(await after.db.selectFrom('mail_outbox').select(['state', 'attempts']).execute(), [{ state: 'queued', attempts: 0 }]);
  } finally {
    await after.close();
  }
});

test.run();
