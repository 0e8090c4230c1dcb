/**
 * Finds a receipt by its page link's token: the token is never stored, only its SHA-256 (hex,
 * `receipts.token_hash`, indexed), so the lookup hashes what it is given and asks for that hash.
 */
import type { Kysely } from 'kysely';
import { receiptTokenHash } from './receipt-issue.ts';
import type { LedgerTables, ReceiptRow } from './tables.ts';

/** A link token as `newReceiptToken` makes them: 32 bytes in base64url, 43 characters without padding. */
const RECEIPT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `text` has the shape of a receipt link's token (a malformed one is never looked up). */
export function isReceiptToken(text: string | undefined): text is string {
  return text !== undefined && RECEIPT_TOKEN.test(text);
}

/** The receipt whose link carries `token`; undefined for any other token. Throws what the database driver throws. */
export async function findReceiptByToken(db: Kysely<LedgerTables>, token: string): Promise<ReceiptRow | undefined> {
  return db.selectFrom('receipts').selectAll().where('token_hash', '=', receiptTokenHash(token)).executeTakeFirst();
}
