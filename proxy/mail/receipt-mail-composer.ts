/**
 * The outbox's composer of receipt mail (`ComposeReceiptMail`) over the words of a receipt mail
 * (`ReceiptMailWords`, given by whoever writes them): the receipt's fixed content, its state now, and
 * the link to its printable page, `<origin>/api/receipts/<token>` (the raw token, which only the mail
 * carries; the ledger keeps its hash).
 */
import type { ReceiptRow } from '../ledger/tables.ts';
import type { ReceiptContent } from '../receipts/receipt-content.ts';
import type { MailContent } from './mail-transport.ts';
import type { ComposeReceiptMail } from './outbox-compose.ts';

/** Writes a receipt's mail from its content, the link to its page and its state ('issued', or 'void' since). */
export type ReceiptMailWords = (
  content: ReceiptContent,
  options: { link: string; state: ReceiptRow['state'] },
) => MailContent | Promise<MailContent>;

/** The address of a receipt's printable page at `origin` (e.g. 'https://pay.example.org') for raw `token`. */
export function receiptLinkOf(origin: string, token: string): string {
  return `${origin}/api/receipts/${encodeURIComponent(token)}`;
}

/** A composer of receipt mail with `words`, its links at `origin` (PUBLIC_URL, or the address `forms serve` listens at). */
export function receiptMailComposer(words: ReceiptMailWords, origin: string): ComposeReceiptMail {
  return async (receipt, token) =>
    words(JSON.parse(receipt.content) as ReceiptContent, { link: receiptLinkOf(origin, token), state: receipt.state });
}
