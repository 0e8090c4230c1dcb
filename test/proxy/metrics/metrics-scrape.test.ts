/**
 * The proxy's metrics as an operator scrapes them (`startProxyServer` with METRICS_PORT): after orders
 * (created, refused by PayPro, of unknown outcome, an idempotent replay), a reconciliation pass, payments
 * and PayPro's callbacks (accepted, refused, over the refusal budget), every family is present with the
 * counts those requests make; no label value carries the donor's name or email or an OrderNumber; the
 * public port does not serve `/metrics`. The ledger's clock and the loops' timers are fake, so the ages
 * and the pass happen exactly when the test says.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../proxy/config.ts';
import { databaseTarget, openDatabase } from '../../../proxy/ledger/open-database.ts';
import { createLogger } from '../../../proxy/logger.ts';
import { createOrderNumberGenerator } from '../../../proxy/orders/order-number.ts';
import { type RunningServer, startProxyServer } from '../../../proxy/server.ts';
import { createFakeTimers } from '../../helpers/fake-timers.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';
import { pressPay } from '../helpers/pay-form.ts';
import { labelValues, sampleValue } from './prometheus-text.ts';

const ROUTE = '/merchantform/grid-three-currencies';
const DONOR = { name: 'Sana Qureshi', email: 'sana.metrics@example.org' };
const SCRAPE_ENV = {
  RECONCILE_INTERVAL_SECONDS: '60',
  MAIL_INTERVAL_SECONDS: '0',
  RATE_LIMIT_CALLBACK_REFUSALS_PER_MINUTE: '1',
};

/** A proxy under the simulator with its metrics listener on a free loopback port, its clock at `clock.ms`. */
async function rig(env: Record<string, string> = SCRAPE_ENV) {
  const dir = await mkdtemp(join(tmpdir(), 'forms-metrics-'));
  const orgs = [await fixtureOrg('grid-three-currencies')];
  const loaded = loadConfig({ FORMS_DATA_DIR: dir, ...env }, orgs);
  // Port 0 (any free one) is for tests only: METRICS_PORT=0 turns the listener off.
  const config = { ...loaded, metrics: { host: '127.0.0.1', port: 0 } };
  // Today, as the simulator (on the system's clock) judges the orders' due dates by it.
  const clock = { ms: Date.now() };
  const timers = createFakeTimers();
  const server = await startProxyServer({
    orgs,
    config,
    logger: createLogger('silent'),
    port: 0,
    host: '127.0.0.1',
    simulated: true,
    graceMs: 1_000,
    pages: async () => ({ assets: { styles: 'forms.css', logos: new Map() } }),
    timers,
    now: () => new Date(clock.ms),
  });
  return { dir, config, clock, timers, server };
}

function order(server: RunningServer, amount: string, key?: string): Promise<Response> {
  return fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify({ route: ROUTE, values: { ...DONOR, amount, currency: 'PKR', donationType: 'Kitchen' } }),
  });
}

async function simulator(server: RunningServer, what: string, body: unknown): Promise<void> {
  const answer = await fetch(`${server.url}/paypro-sim/__sim/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.is(answer.status, 200, `the simulator took ${what}`);
}

/** Opens the order's pay page and presses Pay (the simulator delivers no callback: mode 'none'). */
async function pay(redirectUrl: string): Promise<void> {
  const page = await fetch(redirectUrl);
  await pressPay(await page.text(), new URL(redirectUrl).origin);
}

async function scrape(server: RunningServer): Promise<string> {
  const answer = await fetch(`${server.metricsUrl}/metrics`);
  assert.is(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return answer.text();
}

test('a scrape after orders, a reconciliation pass, payments and callbacks has every family with its counts, and no donor data', async () => {
  const { dir, config, clock, timers, server } = await rig();
  try {
    assert.ok(server.metricsUrl, 'the metrics listener is on');
    assert.is.not(new URL(server.metricsUrl).port, new URL(server.url).port, 'a port of its own');

    const first = await order(server, '700', 'metrics-key-0001');
    assert.is(first.status, 200);
    const a = (await first.json()) as { orderNumber: string; redirectUrl: string };
    const replay = await order(server, '700', 'metrics-key-0001');
    assert.is(replay.headers.get('idempotent-replayed'), 'true');
    await simulator(server, 'faults', { mode: 'status03', times: 1 });
    assert.is((await order(server, '800')).status, 502, 'PayPro refused it');
    await simulator(server, 'faults', { mode: 'http500', times: 1 });
    assert.ok((await order(server, '900')).status >= 500, 'its outcome is unknown');
    const fourth = await order(server, '1000');
    const d = (await fourth.json()) as { orderNumber: string; redirectUrl: string };

    // Two minutes on, the created orders' first checks (a minute after creation) are due.
    clock.ms += 120_000;
    const before = await scrape(server);
    assert.is(sampleValue(before, 'forms_oldest_unsettled_order_age_seconds', { state: 'created' }), 120);
    assert.is(sampleValue(before, 'forms_reconcile_backlog', {}), 3, 'the created orders and the unknown one wait for a check');
    await timers.advance(60_000);
    await timers.untilWaiting(1);
    assert.is(sampleValue(await scrape(server), 'forms_reconcile_backlog', {}), 0, 'the pass checked every due order');

    await simulator(server, 'callback', { mode: 'none' });
    await pay(a.redirectUrl);
    await simulator(server, 'payment', { amountDelta: '-100' });
    await pay(d.redirectUrl);
    const callbackUrl = `${server.url}${config.callback.path}`;
    const unknownNumber = createOrderNumberGenerator()();
    const deliver = (password: string) =>
      fetch(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: config.callback.agreed!.username,
          password,
          csvinvoiceids: [a.orderNumber, d.orderNumber, unknownNumber].join(','),
        }),
      });
    const accepted = (await (await deliver(config.callback.agreed!.password)).json()) as { StatusCode: string }[];
    assert.equal(
      accepted.map((item) => item.StatusCode),
      ['00', '03', '03'],
    );
    assert.is((await deliver('not-the-password')).status, 200, 'a refused pair is answered in PayPro’s format');
    assert.is((await deliver('not-the-password')).status, 429, 'over the refusal budget');

    clock.ms += 60_000;
    const text = await scrape(server);
    const org = 'grid-three-currencies';
    const kind = { org, route: ROUTE, kind: 'standard-grid' };
    const expected: [string, Record<string, string>, number][] = [
      ['forms_orders_created_total', { ...kind, outcome: 'created' }, 2],
      ['forms_orders_created_total', { ...kind, outcome: 'rejected' }, 1],
      ['forms_orders_created_total', { ...kind, outcome: 'unknown' }, 1],
      ['forms_orders', { org, state: 'paid' }, 1],
      ['forms_orders', { org, state: 'amount_mismatch' }, 1],
      ['forms_orders', { org, state: 'rejected' }, 1],
      ['forms_orders', { org, state: 'unknown' }, 1],
      ['forms_amount_mismatch_orders', {}, 1],
      ['forms_paypro_call_duration_seconds_count', { endpoint: 'co', result: 'ok' }, 3],
      ['forms_paypro_call_duration_seconds_count', { endpoint: 'co', result: 'server_error' }, 1],
      ['forms_paypro_call_duration_seconds_count', { endpoint: 'auth', result: 'ok' }, 1],
      ['forms_callback_deliveries_total', { result: 'accepted' }, 1],
      ['forms_callback_deliveries_total', { result: 'refused_credentials' }, 1],
      ['forms_callback_orders_total', { result: 'paid' }, 1],
      ['forms_callback_orders_total', { result: 'not_paid' }, 1],
      ['forms_callback_orders_total', { result: 'unknown_order' }, 1],
      ['forms_rate_limited_total', { group: 'callbackRefusals' }, 1],
      ['forms_idempotent_replays_total', { endpoint: '/api/orders' }, 1],
      ['forms_reconcile_backlog', {}, 0],
      ['forms_receipts', { state: 'issued' }, 1],
      ['forms_mail_outbox', { state: 'queued' }, 1],
      ['forms_mail_outbox', { state: 'failed' }, 0],
      ['forms_mail_oldest_queued_age_seconds', {}, 60],
      ['forms_oldest_unsettled_order_age_seconds', { state: 'unknown' }, 180],
      ['forms_oldest_unsettled_order_age_seconds', { state: 'created' }, 0],
    ];
    for (const [name, labels, value] of expected) assert.is(sampleValue(text, name, labels), value, `${name} ${JSON.stringify(labels)}`);
    assert.ok(sampleValue(text, 'process_cpu_seconds_total', {}) !== undefined, 'process metrics');
    assert.ok(sampleValue(text, 'nodejs_eventloop_lag_seconds', {}) !== undefined, 'event loop lag');

    const values = labelValues(text);
    const ledger = await openDatabase(databaseTarget(undefined, dir));
    const orderNumbers = (await ledger.db.selectFrom('orders').select('order_number').execute()).map((row) => row.order_number);
    await ledger.close();
    assert.is(orderNumbers.length, 4, 'every order the requests made');
    const secrets = [DONOR.name, 'Sana', 'Qureshi', DONOR.email, '@', ...orderNumbers, unknownNumber];
    for (const value of values) {
      for (const secret of secrets) assert.not.ok(value.toLowerCase().includes(secret.toLowerCase()), `label value ${value}`);
    }

    const publicScrape = await fetch(`${server.url}/metrics`);
    assert.is(publicScrape.status, 404, 'the public port does not serve the metrics');
    assert.not.match(await publicScrape.text(), /forms_/);
    assert.is((await fetch(`${server.metricsUrl}/`)).status, 404, 'the metrics listener serves /metrics only');
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
  const closed = await fetch(`${server.metricsUrl}/metrics`).catch((err: unknown) => err);
  assert.instance(closed, Error, 'close() closed the metrics listener');
});

test('without METRICS_PORT there is no metrics listener; METRICS_PORT reads into the config, on loopback by default', async () => {
  const orgs = [await fixtureOrg('grid-three-currencies')];
  assert.is(loadConfig({}, orgs).metrics, undefined);
  assert.equal(loadConfig({ METRICS_PORT: '9464' }, orgs).metrics, { host: '127.0.0.1', port: 9464 });
  assert.equal(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, orgs).metrics, { host: '10.0.0.5', port: 9464 });
  assert.throws(() => loadConfig({ METRICS_PORT: '70000' }, orgs), /METRICS_PORT must be a port number up to 65535/);
});

test('a metrics port equal to the public port is refused before anything opens', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'forms-metrics-'));
  try {
    const orgs = [await fixtureOrg('grid-three-currencies')];
    const config = loadConfig({ FORMS_DATA_DIR: dir, METRICS_PORT: '18080' }, orgs);
    const failure = await startProxyServer({
      orgs,
      config,
      logger: createLogger('silent'),
      port: 18080,
      host: '127.0.0.1',
      simulated: true,
      graceMs: 1_000,
      pages: async () => ({ assets: { styles: 'forms.css', logos: new Map() } }),
    }).catch((err: unknown) => err);
    assert.match(String(failure), /METRICS_PORT is the public port 18080/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();
