/**
 * Write-ahead for every order: the ledger row is committed before create-order is sent, then updated
 * with the outcome, so a process killed mid-call leaves a `pending` row (later `unknown`), never nothing.
 * Both order routes (donation forms and membership renewals) send their orders through `sendRecorded`.
 */
import type { Logger } from 'pino';
import { type CreatedAmounts, PayProError } from '../paypro/index.ts';
import type { InFlightOrders } from './in-flight-orders.ts';
import type { Ledger } from './ledger.ts';
import type { OrderEntry } from './order-entry.ts';
import { NO_METRICS, type ProxyMetrics } from '../metrics/proxy-metrics.ts';

export interface WriteAheadDeps {
  ledger: Ledger;
  inFlight: InFlightOrders;
  log: Logger;
  /** Counts each order sent by its outcome (`forms_orders_created_total`); default none. */
  metrics?: Pick<ProxyMetrics, 'orderSent'>;
}

/**
 * The ledger could not record an order before it was sent, so nothing was sent and nothing can exist
 * at PayPro: the caller may say so and invite a retry (the order routes answer 503
 * `service_unavailable`). `cause` is the database's error, for the log.
 */
export class LedgerUnavailableError extends Error {
  override name = 'LedgerUnavailableError';
  constructor(
    readonly orderNumber: string,
    options: { cause: unknown },
  ) {
    super(`the ledger could not record order ${orderNumber}; nothing was sent`, options);
  }
}

/** What the gateway's answer means for the ledger; `amounts` is what a v2 create-order answer said of the order's amount. */
export type SendOutcome =
  | { kind: 'created'; payProId: string; redirectUrl: string; amounts?: CreatedAmounts }
  | { kind: 'rejected'; status: string; description: string };

/**
 * Why create-order's outcome is unknown after it failed with `err`, or undefined when the order cannot
 * exist: a PayProError with `orderMayExist` gives its code; any other error ('unexpected_error') may have
 * come after the request left, so it counts as unknown too.
 */
export function unknownOutcomeReason(err: unknown): string | undefined {
  if (!(err instanceof PayProError)) return 'unexpected_error';
  return err.orderMayExist ? err.code : undefined;
}

/**
 * Records `entry` as `pending`, then runs `send` (the create-order call) and records its outcome:
 * `outcomeOf(result)` for an answer; for a failure `unknown` when the order may exist
 * (`unknownOutcomeReason`), else `rejected` with the failure's code (nothing was created). Counts the outcome on
 * `deps.metrics`. Returns what `send` returned and the outcome recorded (the donor is answered from it), or rethrows `send`'s error
 * after recording it. Throws LedgerUnavailableError when the row cannot
 * be written: then nothing is sent. A failure to record an outcome is logged at
 * error level with the OrderNumber and does not change the donor's answer (the row stays `pending`,
 * and reconciliation takes it up once it counts as abandoned). An outcome that comes after the order
 * left `pending` (a callback's status answer came first) does not change its state; that is logged at warn.
 */
export async function sendRecorded<T>(
  deps: WriteAheadDeps,
  entry: OrderEntry,
  send: () => Promise<T>,
  outcomeOf: (result: T) => SendOutcome,
): Promise<{ result: T; outcome: SendOutcome }> {
  const { ledger, inFlight, log, metrics = NO_METRICS } = deps;
  const { orderNumber } = entry;
  const counted = { org: entry.org, route: entry.route, kind: entry.formKind };
  try {
    await ledger.record(entry);
  } catch (err) {
    log.error({ err, orderNumber }, 'could not write the order to the ledger; nothing was sent');
    throw new LedgerUnavailableError(orderNumber, { cause: err });
  }
  const note = async (what: string, write: () => Promise<boolean>) => {
    try {
      // False: a status answer (a callback) reached the order first, and the ledger keeps what PayPro said.
      if (!(await write())) log.warn({ orderNumber, outcome: what }, 'the order had left pending before its outcome was recorded');
    } catch (err) {
      log.error({ err, orderNumber, outcome: what }, 'could not record the outcome of an order in the ledger');
    }
  };
  // Logged first, so an order cut short (a shutdown, a crash) still leaves a trace beside its row.
  log.info({ orderNumber, org: entry.org, route: entry.route, account: entry.account }, 'creating order');
  inFlight.add(orderNumber);
  try {
    const result = await send();
    const outcome = outcomeOf(result);
    metrics.orderSent(counted, outcome.kind);
    if (outcome.kind === 'created') {
      await note('created', () => ledger.created(orderNumber, outcome));
    } else {
      await note('rejected', () => ledger.rejected(orderNumber, outcome));
    }
    return { result, outcome };
  } catch (err) {
    const reason = unknownOutcomeReason(err);
    metrics.orderSent(counted, reason ? 'unknown' : 'rejected');
    if (reason) await note('unknown', () => ledger.unknown(orderNumber, reason));
    else {
      const code = err instanceof PayProError ? err.code : 'failed';
      await note('rejected', () => ledger.rejected(orderNumber, { status: '', description: code }));
    }
    throw err;
  } finally {
    inFlight.delete(orderNumber);
  }
}
