/**
 * The metrics read from the ledger at each scrape (`ledger-gauges.ts`), on SQLite and on PostgreSQL
 * (whose count(*) is a bigint given as text): orders per org and state, the backlog of due checks, the
 * ages of the oldest unsettled orders and queued mail, every state of receipts and mail present. A
 * ledger that does not answer fails the scrape with a 500 instead of reporting numbers.
 */
import * as assert from 'uvu/assert';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import { createLogger } from '../../../proxy/logger.ts';
import { createMetricsRegistry } from '../../../proxy/metrics/metrics-registry.ts';
import { startMetricsServer } from '../../../proxy/metrics/metrics-server.ts';
import { bothDatabases } from '../ledger/helpers/both-databases.ts';
import { donationEntry } from '../ledger/helpers/order-entries.ts';
import { queueAnnual, T0 } from '../mail/helpers/outbox-rig.ts';
import { sampleValue } from './prometheus-text.ts';

const ORG = 'grid-three-currencies';
const MINUTE = 60_000;

bothDatabases('ledger gauges', (test, fresh) => {
  test('orders per state, the due checks, the oldest unsettled order and queued mail, read at the scrape', async () => {
    const { db } = await fresh();
    const clock = { ms: T0.getTime() };
    const now = () => new Date(clock.ms);
    const ledger = createLedger(db, now);
    await ledger.record(donationEntry('metricsgaugecreated1'));
    await ledger.created('metricsgaugecreated1', { payProId: '1001', redirectUrl: 'https://pay.example/1001' });
    clock.ms += 10 * MINUTE;
    await ledger.record(donationEntry('metricsgaugeunknown1'));
    await ledger.unknown('metricsgaugeunknown1', 'gateway_timeout');
    await ledger.record(donationEntry('metricsgaugerejected'));
    await ledger.rejected('metricsgaugerejected', { status: '03', description: 'No data available' });
    await queueAnnual(db, 'donor@example.org', new Date(clock.ms));
    const { registry } = createMetricsRegistry(db, now);

    clock.ms = T0.getTime() + 60 * MINUTE;
    const text = await registry.metrics();
    const expected: [string, Record<string, string>, number][] = [
      ['forms_orders', { org: ORG, state: 'created' }, 1],
      ['forms_orders', { org: ORG, state: 'unknown' }, 1],
      ['forms_orders', { org: ORG, state: 'rejected' }, 1],
      ['forms_reconcile_backlog', {}, 2],
      ['forms_oldest_unsettled_order_age_seconds', { state: 'created' }, 3600],
      ['forms_oldest_unsettled_order_age_seconds', { state: 'unknown' }, 3000],
      ['forms_amount_mismatch_orders', {}, 0],
      ['forms_receipts', { state: 'issued' }, 0],
      ['forms_receipts', { state: 'void' }, 0],
      ['forms_mail_outbox', { state: 'queued' }, 1],
      ['forms_mail_outbox', { state: 'unsure' }, 0],
      ['forms_mail_oldest_queued_age_seconds', {}, 3000],
    ];
    for (const [name, labels, value] of expected) assert.is(sampleValue(text, name, labels), value, `${name} ${JSON.stringify(labels)}`);
    assert.is(sampleValue(text, 'forms_orders', { org: ORG, state: 'paid' }), undefined, 'a state no order is in is left out');
  });

  test('a ledger that does not answer fails the scrape with a 500, and the listener serves nothing but /metrics', async () => {
    const database = await fresh();
    const { registry } = createMetricsRegistry(database.db, () => T0);
    const server = await startMetricsServer(registry, '127.0.0.1', 0, createLogger('silent'));
    try {
      assert.is((await fetch(`${server.url}/metrics`)).status, 200);
      assert.is((await fetch(`${server.url}/metrics`, { method: 'POST' })).status, 405);
      assert.is((await fetch(`${server.url}/healthz`)).status, 404);
      await database.close();
      const failed = await fetch(`${server.url}/metrics`);
      assert.is(failed.status, 500);
      assert.not.match(await failed.text(), /forms_/);
    } finally {
      await server.close();
    }
  });
});
