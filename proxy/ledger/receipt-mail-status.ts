/**
 * What the thank-you page may say of a paid order's receipt mail: the newest outbox mail of any receipt
 * of the order (a resend or a reissue writes a newer one), its address masked as the membership lookup
 * masks one (`a•••@t•••.com`), and whether it was sent. A mail that failed or may not have left
 * (`failed`, `unsure`) is not told: the donor would be promised a mail that an operator has yet to resend.
 */
import type { Kysely } from 'kysely';
import type { ReceiptMailStatus } from '../../orgs/public-order-status.ts';
import { maskEmail } from '../routes/masked-contact.ts';
import type { LedgerTables } from './tables.ts';

/** The receipt mail of order `orderNumber` as the page tells it; undefined when it has none to tell. */
export async function receiptMailStatus(db: Kysely<LedgerTables>, orderNumber: string): Promise<ReceiptMailStatus | undefined> {
  const mail = await db
    .selectFrom('mail_outbox')
    .innerJoin('receipts', 'receipts.number', 'mail_outbox.receipt_number')
    .select(['mail_outbox.recipient', 'mail_outbox.state'])
    .where('receipts.order_number', '=', orderNumber)
    .where('mail_outbox.kind', '=', 'receipt')
    .orderBy('mail_outbox.created_at', 'desc')
    .orderBy('receipts.sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!mail || mail.state === 'failed' || mail.state === 'unsure') return undefined;
  return { to: maskEmail(mail.recipient), sent: mail.state === 'sent' };
}
