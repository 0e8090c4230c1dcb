/**
 * The words of an outbox mail, written when it is sent (`composerFor`): a year-end statement
 * (`kind` 'annual') was rendered when it was queued and waits in the row's payload as `MailContent`
 * JSON; a receipt mail (`kind` 'receipt') is written from the receipt row as it is now (one voided
 * meanwhile is not sent at all: its row fails) and the raw token of its page's link, which waits in the payload as
 * `{ "token": "<base64url>" }` until the send. Throws `MailNotComposed` when the row lacks what it needs.
 */
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { LedgerTables, MailOutboxTable, MailRow, ReceiptRow } from '../ledger/tables.ts';
import type { MailContent } from './mail-transport.ts';

/**
 * Writes the mail of receipt `receipt` whose printable page is at the link with the raw token `token`
 * (`GET /api/receipts/<token>`): its subject and bodies, in the receipt's language.
 */
export type ComposeReceiptMail = (receipt: ReceiptRow, token: string) => Promise<MailContent>;

/** Writes the mail of one outbox row. */
export type ComposeMail = (row: MailRow) => Promise<MailContent>;

/** A row that cannot be composed: nothing was sent, and trying again will not help. */
export class MailNotComposed extends Error {
  override readonly name = 'MailNotComposed';
}

const text = () => z.string().check(z.minLength(1));
const annualPayload = z.object({ subject: text(), text: text(), html: z.optional(text()) });
const receiptPayload = z.object({ token: text() });

/** The row's payload parsed by `schema`; throws MailNotComposed when it is absent or not of that shape. */
function payloadOf<T>(row: MailRow, schema: z.ZodMiniType<T>): T {
  let json: unknown;
  try {
    json = row.payload === null ? undefined : JSON.parse(row.payload);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new MailNotComposed(`the ${row.kind} mail's payload is missing or malformed`);
  return parsed.data;
}

/**
 * The composers of the kinds this process can write, over `db`: 'annual' always, 'receipt' when
 * `receiptMail` is given. A kind without one is never claimed.
 */
export function composersFor(
  db: Kysely<LedgerTables>,
  receiptMail: ComposeReceiptMail | undefined,
): Partial<Record<MailOutboxTable['kind'], ComposeMail>> {
  return {
    annual: async (row) => {
      const { subject, text, html } = payloadOf(row, annualPayload);
      return html === undefined ? { subject, text } : { subject, text, html };
    },
    ...(receiptMail && {
      receipt: async (row) => {
        const { token } = payloadOf(row, receiptPayload);
        const receipt = row.receipt_number
          ? await db.selectFrom('receipts').selectAll().where('number', '=', row.receipt_number).executeTakeFirst()
          : undefined;
        if (!receipt) throw new MailNotComposed(`receipt ${row.receipt_number ?? '(none named)'} is not in the ledger`);
        // Voided before its mail went out: a donor is never mailed a receipt that no longer stands.
        if (receipt.state === 'void') throw new MailNotComposed(`receipt ${receipt.number} was voided before its mail went out`);
        return receiptMail(receipt, token);
      },
    }),
  };
}
