/**
 * Receipts issued through the ledger as the proxy issues them: an order of the fixture org
 * `receipts-issuer` recorded, created and settled paid, which numbers its receipt and queues its mail;
 * the raw token of the receipt's page is read back from that mail's payload.
 */
import type { Kysely } from 'kysely';
import { createLedger } from '../../../../proxy/ledger/ledger.ts';
import type { OrderEntry } from '../../../../proxy/ledger/order-entry.ts';
import type { LedgerTables } from '../../../../proxy/ledger/tables.ts';
import { createReceiptIssuer } from '../../../../proxy/receipts/receipt-issuer.ts';
import { fixtureOrg } from '../../../helpers/fixture-orgs.ts';
import { donationEntry } from '../../ledger/helpers/order-entries.ts';

/** One paid order: its entry's changes and PayPro's DatePaid (Karachi time without offset, e.g. '2026-11-26T15:00:00'). */
export interface PaidOrder {
  orderNumber: string;
  datePaid: string;
  changes?: Partial<OrderEntry>;
}

/** Records and settles `orders` paid on `db` (a real issuer, `simulated` for specimens); returns each receipt's number and page token ('' when no mail was queued: a donor without email). */
export async function issuePaidReceipts(
  db: Kysely<LedgerTables>,
  orders: readonly PaidOrder[],
  simulated = false,
): Promise<{ number: string; token: string }[]> {
  const issuer = createReceiptIssuer([await fixtureOrg('receipts-issuer')], { simulated });
  const ledger = createLedger(db, () => new Date('2027-07-05T10:00:00.000Z'), issuer);
  const issued: { number: string; token: string }[] = [];
  for (const { orderNumber, datePaid, changes } of orders) {
    await ledger.record(donationEntry(orderNumber, { org: 'receipts-issuer', route: '/merchantform/receipts-issuer', ...changes }));
    await ledger.created(orderNumber, { payProId: `P${orderNumber}`, redirectUrl: 'x' });
    await ledger.settled(orderNumber, (order) => ({
      state: 'paid',
      final: true,
      reported: { amountPayable: order.amount, amountPaid: order.amount, paymentVia: 'JazzCash', datePaid },
    }));
    const receipt = await db.selectFrom('receipts').select('number').where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
    const mail = await db.selectFrom('mail_outbox').select('payload').where('receipt_number', '=', receipt.number).executeTakeFirst();
    issued.push({ number: receipt.number, token: (JSON.parse(mail?.payload ?? '{"token":""}') as { token: string }).token });
  }
  return issued;
}
