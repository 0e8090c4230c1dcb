/**
 * The outbox's composer of receipt mail (`ComposeReceiptMail`): the receipt mail's words
 * (`receiptMail`) from the receipt's fixed content, its state now, and the link to its printable page,
 * `<origin>/api/receipts/<token>` (the raw token, which only the mail carries; the ledger keeps its hash).
 */
import type { ReceiptContent } from '../receipts/receipt-content.ts';
import { receiptStateOf } from '../receipts/receipt-facts.ts';
import { receiptMail } from '../receipts/receipt-mail.ts';
import type { ComposeReceiptMail } from './outbox-compose.ts';

/** The address of a receipt's printable page at `origin` (e.g. 'https://pay.example.org') for raw `token`. */
export function receiptLinkOf(origin: string, token: string): string {
  return `${origin}/api/receipts/${encodeURIComponent(token)}`;
}

/** A composer of receipt mail whose links are at `origin` (PUBLIC_URL, or the address `forms serve` listens at). */
export function receiptMailComposer(origin: string): ComposeReceiptMail {
  return async (receipt, token) =>
    receiptMail(JSON.parse(receipt.content) as ReceiptContent, { link: receiptLinkOf(origin, token), state: receiptStateOf(receipt) });
}
