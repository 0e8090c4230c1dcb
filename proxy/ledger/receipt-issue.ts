/**
 * Issuing a receipt inside the transaction that marks its order paid: the next sequence of the org's tax
 * year (`receipt_counters`, incremented in that same transaction, so a payment that rolls back gives its
 * number back and no number is skipped or given twice, whichever process settles first), the receipt row
 * with its content fixed, and, when the org sends receipts, its mail queued in the outbox.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ReceiptContent, ReceiptIssue } from '../receipts/receipt-content.ts';
import { taxYearOf } from '../receipts/tax-year.ts';
import { enqueueMail } from './mail-outbox.ts';
import { paidInstantOf } from './paid-instant.ts';
import type { LedgerTables, OrderRow } from './tables.ts';

/** How the receipt of one paid order is issued. */
export interface ReceiptPlan {
  /** Starts its number, e.g. 'JHR'. */
  prefix: string;
  /** A specimen: a simulated payment's receipt. */
  specimen: boolean;
  /** Mail it to the donor (queued in the outbox) as soon as it is issued. */
  send: boolean;
  /** What it says, given its number and date (`receiptContentOf`). */
  content(issue: ReceiptIssue): ReceiptContent;
}

/** Decides which paid orders get a receipt (the org files and whether payments are simulated). */
export interface ReceiptIssuer {
  /** The plan for paid `order`; undefined when its org issues no receipts. */
  planFor(order: OrderRow): ReceiptPlan | undefined;
}

/** A receipt just issued, with the raw token of its page's link (only its hash is stored). */
export interface IssuedReceipt {
  number: string;
  token: string;
}

/** The number of sequence `sequence` of `prefix` in `taxYear`, e.g. ('JHR', '2026-27', 123) -> 'JHR-2026-27-000123'. */
export function receiptNumberOf(prefix: string, taxYear: string, sequence: number): string {
  return `${prefix}-${taxYear}-${String(sequence).padStart(6, '0')}`;
}

/** A new link token for a receipt's page: 32 random bytes, base64url; with its SHA-256 (hex), which is what is stored. */
export function newReceiptToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: receiptTokenHash(token) };
}

/** SHA-256 (hex) of a receipt link's token, as `receipts.token_hash` keeps it. */
export function receiptTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The outbox's dedupe key of the `nth` (1, 2…) sending of receipt `number`. */
export function receiptMailKey(number: string, nth: number): string {
  return `receipt:${number}#${nth}`;
}

/**
 * Issues the receipt of paid `order` by `plan` at `now`, within `trx`: the next number of its org and the
 * tax year of its payment, the row, and its first mail when `plan.send` and the donor gave an address.
 * `replaces` names a void receipt this one corrects. Throws what the database driver throws (the caller's
 * transaction then rolls back, number included).
 */
export async function issueReceipt(
  trx: Transaction<LedgerTables>,
  order: OrderRow,
  plan: ReceiptPlan,
  now: Date,
  replaces?: string,
): Promise<IssuedReceipt> {
  const taxYear = taxYearOf(paidInstantOf(order) ?? now);
  const counter = await trx
    .insertInto('receipt_counters')
    .values({ org: order.org, tax_year: taxYear, last_sequence: 1 })
    .onConflict((conflict) =>
      conflict.columns(['org', 'tax_year']).doUpdateSet((eb) => ({ last_sequence: eb('receipt_counters.last_sequence', '+', 1) })),
    )
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  const number = receiptNumberOf(plan.prefix, taxYear, counter.last_sequence);
  const content = plan.content({ number, taxYear, issuedAt: now, specimen: plan.specimen, ...(replaces ? { replaces } : {}) });
  const { token, hash } = newReceiptToken();
  await trx
    .insertInto('receipts')
    .values({
      number,
      org: order.org,
      tax_year: taxYear,
      sequence: counter.last_sequence,
      order_number: order.order_number,
      issued_at: now.toISOString(),
      specimen: plan.specimen ? 1 : 0,
      language: content.language,
      content: JSON.stringify(content),
      state: 'issued',
      void_reason: null,
      voided_at: null,
      replaces: replaces ?? null,
      token_hash: hash,
    })
    .execute();
  if (plan.send && content.donor.email) {
    await queueReceiptMail(trx, { number, org: order.org, recipient: content.donor.email, language: content.language, token, nth: 1 }, now);
  }
  return { number, token };
}

/** One sending of a receipt's mail: which receipt, to whom, in which language, the link's raw token, and which sending (1, 2…). */
export interface ReceiptMail {
  number: string;
  org: string;
  recipient: string;
  language: string;
  token: string;
  nth: number;
}

/**
 * Queues `mail` in the outbox at `now`, the raw token in its payload until it is sent; false when that
 * sending of the receipt was queued already (nothing changes then). Throws what the database driver throws.
 */
export function queueReceiptMail(db: Kysely<LedgerTables> | Transaction<LedgerTables>, mail: ReceiptMail, now: Date): Promise<boolean> {
  const { number, org, recipient, language, token, nth } = mail;
  return enqueueMail(
    db,
    { dedupeKey: receiptMailKey(number, nth), kind: 'receipt', org, recipient, language, receiptNumber: number, payload: { token } },
    now,
  );
}
