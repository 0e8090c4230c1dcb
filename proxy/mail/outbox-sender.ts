/**
 * The outbox sender: sends the mail queued in the ledger's `mail_outbox` (receipts, year-end
 * statements) at most once each, in passes on an interval like the reconciliation loop. A pass first
 * turns `unsure` every mail whose sender died while holding it (its lease ended), then takes the mail
 * due when it started, one at a time (`claimMail`: several processes on one PostgreSQL never take the
 * same row), composes it (`outbox-compose.ts`), sends it and marks it (`../ledger/mail-delivery.ts`):
 * - accepted by the server: `sent`, payload cleared;
 * - surely not sent (`MailNotSent`): queued again with a backoff (`mail-retry.ts`), `failed` when no
 *   try is left or the refusal is permanent; a mail that cannot be composed is `failed` at once;
 * - anything else (a connection lost mid-send): `unsure`, as it may have left.
 * An `unsure` mail is never sent again by the sender: `forms receipts resend` is the way out. Only the
 * kinds with a composer are taken; the others wait in `queued`.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { claimMail, dueMail, expireLeases, markNotSent, markSent, markUnsure } from '../ledger/mail-delivery.ts';
import type { LedgerTables, MailOutboxTable, MailRow } from '../ledger/tables.ts';
import { createPassLoop } from '../pass-loop.ts';
import type { Timers } from '../timers.ts';
import { mailRetryAt } from './mail-retry.ts';
import { isMailNotSent, type MailTransport } from './mail-transport.ts';
import type { ComposeMail } from './outbox-compose.ts';

export interface OutboxSenderDeps {
  db: Kysely<LedgerTables>;
  transport: MailTransport;
  /** The composer of each kind this process sends (`composersFor`); rows of other kinds are left queued. */
  compose: Partial<Record<MailOutboxTable['kind'], ComposeMail>>;
  log: Logger;
  /** The clock of due times, leases and `sent_at`. */
  now: () => Date;
  /** The timers of the loop's interval (`start`); default the system's (tests pass a fake clock's). */
  timers?: Timers;
  /**
   * How long a taken mail is held before another process may call it `unsure`, in ms; default 10
   * minutes, far longer than one send can take (the SMTP transport's timeouts are 10 s each).
   */
  leaseMs?: number;
}

/** What one pass did, in mails. */
export interface SendReport {
  sent: number;
  /** Surely not sent, queued again for later. */
  retried: number;
  /** Surely not sent, and not tried again. */
  failed: number;
  /** May have left: a send that broke off, or a sender that died holding it (its lease ended). */
  unsure: number;
}

export interface OutboxSender {
  /** Runs one pass now. Rejects only when the database fails. */
  pass(): Promise<SendReport>;
  /** Starts a pass every `intervalMs` ms (the first one after `intervalMs`); the timer does not keep the process alive. */
  start(intervalMs: number): void;
  /** Stops the interval; a pass under way ends after the mail in hand, and this waits for it. */
  stop(): Promise<void>;
}

/** Mail ids read at a time. */
const PAGE_SIZE = 50;
const DEFAULT_LEASE_MS = 10 * 60_000;

/** `err` as a line for `last_error`: its name and message, nothing of the mail itself. */
function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

/** What a log line says of a mail: never its address or words. */
const logged = (row: MailRow) => ({ mail: row.id, kind: row.kind, org: row.org, receiptNumber: row.receipt_number ?? undefined });

export function createOutboxSender(deps: OutboxSenderDeps): OutboxSender {
  const { db, log } = deps;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const kinds = (Object.keys(deps.compose) as MailOutboxTable['kind'][]).filter((kind) => deps.compose[kind]);

  async function deliver(row: MailRow, report: SendReport): Promise<void> {
    let content: Awaited<ReturnType<ComposeMail>>;
    try {
      content = await deps.compose[row.kind]!(row);
    } catch (err) {
      // Nothing left: a mail whose row cannot be composed now will not be later.
      const permanent = err instanceof Error && err.name === 'MailNotComposed';
      const state = await markNotSent(db, row, describe(err), permanent ? undefined : mailRetryAt(row.attempts + 1, deps.now()));
      report[state === 'failed' ? 'failed' : 'retried'] += 1;
      log.error({ ...logged(row), err, state }, 'could not compose a mail');
      return;
    }
    try {
      await deps.transport.send({ to: row.recipient, language: row.language, ...content });
    } catch (err) {
      if (isMailNotSent(err)) {
        const retryAt = err.permanent ? undefined : mailRetryAt(row.attempts + 1, deps.now());
        const state = await markNotSent(db, row, describe(err), retryAt);
        report[state === 'failed' ? 'failed' : 'retried'] += 1;
        log.warn({ ...logged(row), error: err.message, state, retryAt }, 'mail not sent');
      } else {
        await markUnsure(db, row, describe(err));
        report.unsure += 1;
        log.error({ ...logged(row), error: describe(err) }, 'mail may or may not have left; it is unsure and not sent again by itself');
      }
      return;
    }
    await markSent(db, row.id, deps.now());
    report.sent += 1;
  }

  async function pass(): Promise<SendReport> {
    const started = deps.now();
    const report: SendReport = { sent: 0, retried: 0, failed: 0, unsure: 0 };
    const expired = await expireLeases(db, started);
    if (expired.length > 0) {
      report.unsure += expired.length;
      log.warn(
        { mails: expired.map(logged) },
        'mail whose sender stopped while sending it is unsure: it may have left, and is not sent again by itself',
      );
    }
    while (!loop.stopping()) {
      const ids = await dueMail(db, started, PAGE_SIZE, kinds);
      if (ids.length === 0) break;
      for (const id of ids) {
        if (loop.stopping()) break;
        // Of those, the ones another process took meanwhile are not returned.
        const row = await claimMail(db, id, deps.now(), leaseMs);
        if (row) await deliver(row, report);
      }
    }
    return report;
  }

  const loop = createPassLoop(
    () =>
      pass()
        .then((report) => {
          if (report.sent + report.retried + report.failed + report.unsure > 0) log.info(report, 'mail outbox pass');
        })
        .catch((err: unknown) => log.error({ err }, 'mail outbox pass failed')),
    deps.now,
    deps.timers,
  );

  return { pass, start: loop.start, stop: loop.stop };
}
