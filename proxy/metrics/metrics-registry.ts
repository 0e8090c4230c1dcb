/**
 * The proxy's Prometheus families on a registry of its own (never prom-client's global one, so several
 * servers in one process, and tests, do not mix their counts): the counters and the latency histogram
 * this process records (`ProxyMetrics`), the ledger's gauges read at each scrape (`ledger-gauges.ts`)
 * and Node's process metrics (`collectDefaultMetrics`: CPU, memory, event loop lag, open handles).
 * Counters start at 0 with each process; Prometheus' `rate()` and `increase()` allow for that.
 */
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { LedgerTables } from '../ledger/tables.ts';
import { registerLedgerGauges } from './ledger-gauges.ts';
import type { ProxyMetrics } from './proxy-metrics.ts';

/**
 * Bounds of the PayPro latency histogram, in seconds: its calls take a few hundred milliseconds when
 * well, and PAYPRO_TIMEOUT_MS (15 s by default) ends them.
 */
export const PAYPRO_LATENCY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30];

export interface MetricsRegistry {
  /** What `/metrics` serves (`registry.metrics()`, in Prometheus' text format). */
  registry: Registry;
  /** What the app, the PayPro client and the middleware record into. */
  metrics: ProxyMetrics;
}

/** Builds the registry over the ledger `db`; `now` is the clock of the ledger's ages. Throws nothing. */
export function createMetricsRegistry(db: Kysely<LedgerTables>, now: () => Date): MetricsRegistry {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const orders = new Counter({
    name: 'forms_orders_created_total',
    help: 'Orders sent to PayPro (create-order) by org, form route, form kind and outcome (created, rejected, unknown).',
    labelNames: ['org', 'route', 'kind', 'outcome'],
    registers,
  });
  const payproCalls = new Histogram({
    name: 'forms_paypro_call_duration_seconds',
    help:
      'HTTP exchanges with PayPro by endpoint (auth, co, ggos, ggosboi, moab, gcd, cpay_co, gos) and result ' +
      '(ok, unauthorized, refused, server_error, timeout, unreachable), with their duration in seconds; _count counts the calls.',
    labelNames: ['endpoint', 'result'],
    buckets: PAYPRO_LATENCY_BUCKETS,
    registers,
  });
  const deliveries = new Counter({
    name: 'forms_callback_deliveries_total',
    help: 'Deliveries of PayPro’s callback by result (accepted, refused_credentials, invalid).',
    labelNames: ['result'],
    registers,
  });
  const callbackOrders = new Counter({
    name: 'forms_callback_orders_total',
    help: 'OrderNumbers named by accepted callback deliveries, by how each was answered (paid, unknown_order, not_paid, unavailable).',
    labelNames: ['result'],
    registers,
  });
  const limited = new Counter({
    name: 'forms_rate_limited_total',
    help: 'Requests refused (429) over a rate limit, by group (orders, lookups, removals, removalConfirmations, statusChecks, callbacks, callbackRefusals, member).',
    labelNames: ['group'],
    registers,
  });
  const replays = new Counter({
    name: 'forms_idempotent_replays_total',
    help: 'Requests answered with the kept answer of an earlier identical one (Idempotency-Key, or a repeated post without JavaScript), by endpoint.',
    labelNames: ['endpoint'],
    registers,
  });
  registerLedgerGauges(registry, db, now);
  return {
    registry,
    metrics: {
      orderSent: ({ org, route, kind }, outcome) => orders.inc({ org, route, kind, outcome }),
      payproCall: (endpoint, result, seconds) => payproCalls.observe({ endpoint, result }, seconds),
      callbackDelivery: (result) => deliveries.inc({ result }),
      callbackOrder: (result) => callbackOrders.inc({ result }),
      rateLimited: (group) => limited.inc({ group }),
      idempotentReplay: (endpoint) => replays.inc({ endpoint }),
    },
  };
}
