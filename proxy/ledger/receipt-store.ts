/**
 * The finance officer's hold on issued receipts (`receipts` and the `mail_outbox` rows that carry them):
 * list an org's tax year, find one, void one, reissue a void one under a new number, and send one again
 * with a new link. A receipt is never deleted or rewritten: voiding sets `state`, `void_reason` and
 * `voided_at`; a correction is a new receipt whose `replaces` names the void one. Each change is one
 * transaction that begins with the write on the receipt's row, which takes that row's lock (PostgreSQL)
 * or the database's write lock (SQLite) first, so two officers acting on one receipt at once cannot both
 * pass its checks. Refusals throw `ReceiptError` and change nothing.
 */
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { CNIC_DIGITS } from '../../orgs/kinds/course-registration/rules.ts';
import type { Org } from '../../orgs/types.ts';
import type { ReceiptContent } from '../receipts/receipt-content.ts';
import { createReceiptIssuer } from '../receipts/receipt-issuer.ts';
import { issueReceipt, newReceiptToken, queueReceiptMail } from './receipt-issue.ts';
import type { LedgerTables, MailState, ReceiptRow } from './tables.ts';

/** A receipt cannot be found, or may not be changed as asked; the message says why, for the officer. */
export class ReceiptError extends Error {
  override name = 'ReceiptError';
}

/** One receipt of a listing, with what became of it. */
export interface ReceiptListing {
  row: ReceiptRow;
  /** The row's `content`, parsed. */
  content: ReceiptContent;
  /** The number of the receipt that replaces this void one, if reissued. */
  replacedBy?: string;
  /** Its latest mail (`nth` sending: 1, 2…) and that mail's state; undefined when none was queued. */
  mail?: { nth: number; state: MailState };
}

/** What a reissue may correct about the donor; each given field replaces the void receipt's. */
export interface DonorCorrections {
  name?: string;
  email?: string;
  /** 13 digits, with or without the hyphens of a printed CNIC (12345-1234567-1). */
  cnic?: string;
  address?: string;
}

/** A receipt mailed again: the sending (`nth`), where to, and the new link's token. */
export interface ResentReceipt {
  number: string;
  nth: number;
  recipient: string;
  token: string;
}

/** The `nth` of an outbox dedupe key made by `receiptMailKey` ('receipt:X#2' -> 2). */
const nthOf = (dedupeKey: string) => Number(/#(\d+)$/.exec(dedupeKey)?.[1] ?? 0);

const PRINTED_CNIC = /^\d{5}-\d{7}-\d$/;
const emailAddress = z.email();

/**
 * `corrections` checked and trimmed: names and addresses not blank, the email an address, the CNIC
 * 13 digits (returned without hyphens, as the forms send it). Throws ReceiptError naming the flag.
 */
function checkedCorrections(corrections: DonorCorrections): DonorCorrections {
  const checked: DonorCorrections = {};
  for (const key of ['name', 'email', 'cnic', 'address'] as const) {
    const value = corrections[key]?.trim();
    if (value === undefined) continue;
    if (value === '') throw new ReceiptError(`--${key} is empty; give the donor's ${key} as it should read on the receipt.`);
    checked[key] = value;
  }
  if (checked.email !== undefined && !emailAddress.safeParse(checked.email).success) {
    throw new ReceiptError(`--email is "${checked.email}", which is not an email address.`);
  }
  if (checked.cnic !== undefined) {
    const digits = PRINTED_CNIC.test(checked.cnic) ? checked.cnic.replaceAll('-', '') : checked.cnic;
    if (!new RegExp(`^\\d{${CNIC_DIGITS}}$`).test(digits)) {
      throw new ReceiptError(`--cnic is "${checked.cnic}"; a CNIC has ${CNIC_DIGITS} digits, e.g. 3520212345671 or 35202-1234567-1.`);
    }
    checked.cnic = digits;
  }
  return checked;
}

/** The receipt store over `db` (migrated). Every method throws what the database driver throws too. */
export function createReceiptStore(db: Kysely<LedgerTables>) {
  const find = (number: string, on: Kysely<LedgerTables> = db) =>
    on.selectFrom('receipts').selectAll().where('number', '=', number).executeTakeFirst();

  /** The receipt `number`, else ReceiptError saying there is none. */
  const existing = async (number: string, on: Kysely<LedgerTables>): Promise<ReceiptRow> => {
    const row = await find(number, on);
    if (!row) throw new ReceiptError(`There is no receipt ${number}; \`forms receipts list\` shows an org's receipts.`);
    return row;
  };

  return {
    /** The receipt `number`, or undefined. */
    find: (number: string) => find(number),

    /** The receipt `number`; throws ReceiptError when there is none. */
    get: (number: string) => existing(number, db),

    /** True when the ledger holds any order of org `org` (an org id with no order is likely a typo). */
    async knowsOrg(org: string): Promise<boolean> {
      return (await db.selectFrom('orders').select('order_number').where('org', '=', org).limit(1).executeTakeFirst()) !== undefined;
    },

    /** The receipts of `org` in tax year `taxYear` (e.g. '2026-27'), by number, with their replacements and latest mails. */
    async list(org: string, taxYear: string): Promise<ReceiptListing[]> {
      const rows = await db
        .selectFrom('receipts')
        .selectAll()
        .where('org', '=', org)
        .where('tax_year', '=', taxYear)
        .orderBy('sequence')
        .execute();
      const mails = await db
        .selectFrom('mail_outbox')
        .innerJoin('receipts', 'receipts.number', 'mail_outbox.receipt_number')
        .select(['mail_outbox.receipt_number', 'mail_outbox.dedupe_key', 'mail_outbox.state'])
        .where('mail_outbox.kind', '=', 'receipt')
        .where('receipts.org', '=', org)
        .where('receipts.tax_year', '=', taxYear)
        .execute();
      const latestMail = new Map<string, { nth: number; state: MailState }>();
      for (const mail of mails) {
        const nth = nthOf(mail.dedupe_key);
        const number = mail.receipt_number as string;
        if (nth > (latestMail.get(number)?.nth ?? 0)) latestMail.set(number, { nth, state: mail.state });
      }
      const replacedBy = new Map(rows.flatMap((row) => (row.replaces ? [[row.replaces, row.number] as const] : [])));
      return rows.map((row) => ({
        row,
        content: JSON.parse(row.content) as ReceiptContent,
        ...(replacedBy.has(row.number) ? { replacedBy: replacedBy.get(row.number) } : {}),
        ...(latestMail.has(row.number) ? { mail: latestMail.get(row.number) } : {}),
      }));
    },

    /**
     * Voids issued receipt `number` at `now` for `reason` (trimmed, not blank); the row is kept, shown as
     * VOID, and its link keeps working. Throws ReceiptError for a blank reason, an unknown number or a
     * receipt already void.
     */
    async void(number: string, reason: string, now: Date): Promise<void> {
      const why = reason.trim();
      if (!why) throw new ReceiptError('--reason is empty; say why the receipt is void, e.g. "donor\'s name misspelt".');
      await db.transaction().execute(async (trx) => {
        const voided = await trx
          .updateTable('receipts')
          .set({ state: 'void', void_reason: why, voided_at: now.toISOString() })
          .where('number', '=', number)
          .where('state', '=', 'issued')
          .executeTakeFirst();
        if (voided.numUpdatedRows > 0n) return;
        const row = await existing(number, trx);
        throw new ReceiptError(`Receipt ${row.number} is already void (since ${row.voided_at}: ${row.void_reason}).`);
      });
    },

    /**
     * Issues the receipt that replaces void receipt `number`: the next number of the same org and tax
     * year, its content rebuilt from the order and `org` (the org file as it is now) with the donor of
     * the void receipt and `corrections` over it, a specimen when the void one was, and queued for mail
     * when `org` sends receipts. Returns the new number, and the address its mail was queued for (none
     * when the org does not send receipts or the donor gave no address). Throws ReceiptError for an unknown number, a
     * receipt that is not void or is already replaced, bad corrections, or an org that no longer issues
     * receipts; nothing is written then.
     */
    async reissue(number: string, org: Org, corrections: DonorCorrections, now: Date): Promise<{ number: string; mailedTo?: string }> {
      const checked = checkedCorrections(corrections);
      return db.transaction().execute(async (trx) => {
        // A write first: it holds the row (and SQLite's write lock) until the replacement is in.
        const held = await trx
          .updateTable('receipts')
          .set({ state: 'void' })
          .where('number', '=', number)
          .where('state', '=', 'void')
          .executeTakeFirst();
        const old = await existing(number, trx);
        if (held.numUpdatedRows === 0n) {
          throw new ReceiptError(
            `Receipt ${number} is not void; void it first (forms receipts void ${number} --reason <text>), then reissue it.`,
          );
        }
        const replacement = await trx.selectFrom('receipts').select('number').where('replaces', '=', number).executeTakeFirst();
        if (replacement) throw new ReceiptError(`Receipt ${number} is already replaced by ${replacement.number}.`);
        if (org.id !== old.org) throw new ReceiptError(`Receipt ${number} is of org ${old.org}, not ${org.id}.`);
        const order = await trx.selectFrom('orders').selectAll().where('order_number', '=', old.order_number).executeTakeFirstOrThrow();
        const plan = createReceiptIssuer([org], { simulated: old.specimen === 1 }).planFor(order);
        if (!plan) throw new ReceiptError(`Org ${org.id} issues no receipts any more (its file has no receipts block).`);
        const donor = { ...(JSON.parse(old.content) as ReceiptContent).donor, ...checked };
        const issued = await issueReceipt(trx, order, { ...plan, content: (issue) => ({ ...plan.content(issue), donor }) }, now, number);
        return { number: issued.number, ...(plan.send && donor.email ? { mailedTo: donor.email } : {}) };
      });
    },

    /**
     * Mails issued receipt `number` again with a new link (the old link stops working): a new outbox
     * row, the receipt's `nth` sending, to the receipt's email. The way out for a mail left `unsure` or
     * `failed`, or lost by the donor. Throws ReceiptError for an unknown number, a void receipt, a
     * receipt without an email address, or while an earlier mail of it is still queued, or being sent
     * within its lease; nothing is written then.
     */
    async resend(number: string, now: Date): Promise<ResentReceipt> {
      return db.transaction().execute(async (trx) => {
        const { token, hash } = newReceiptToken();
        const row = await trx
          .updateTable('receipts')
          .set({ token_hash: hash })
          .where('number', '=', number)
          .where('state', '=', 'issued')
          .returningAll()
          .executeTakeFirst();
        if (!row) {
          const old = await existing(number, trx);
          throw new ReceiptError(`Receipt ${old.number} is void; only an issued receipt is sent (reissue it to send its replacement).`);
        }
        const { donor, language } = JSON.parse(row.content) as ReceiptContent;
        if (!donor.email) {
          throw new ReceiptError(`Receipt ${number} has no email address to send it to; void it and reissue it with --email.`);
        }
        const mails = await trx
          .selectFrom('mail_outbox')
          .select(['dedupe_key', 'state', 'lease_until'])
          .where('kind', '=', 'receipt')
          .where('receipt_number', '=', number)
          .execute();
        const waiting = mails.find(
          (mail) => mail.state === 'queued' || (mail.state === 'sending' && (mail.lease_until ?? '') > now.toISOString()),
        );
        if (waiting) {
          throw new ReceiptError(
            `Receipt ${number} is ${waiting.state} already (mail #${nthOf(waiting.dedupe_key)}); let it go out first.`,
          );
        }
        const nth = Math.max(0, ...mails.map((mail) => nthOf(mail.dedupe_key))) + 1;
        if (!(await queueReceiptMail(trx, { number, org: row.org, recipient: donor.email, language, token, nth }, now))) {
          throw new ReceiptError(`Receipt ${number} was just sent again by someone else; see forms receipts list.`);
        }
        return { number, nth, recipient: donor.email, token };
      });
    },
  };
}

/** The store `createReceiptStore` returns. */
export type ReceiptStore = ReturnType<typeof createReceiptStore>;
