/**
 * Every authenticated delivery of PayPro's server callback, as received and answered (never its
 * password), so an operator can see what PayPro told the proxy and when. Refused deliveries are only
 * counted and logged by sample (proxy/routes/callback-refusals.ts), never written here.
 */
import type { Kysely } from 'kysely';
import type { LedgerTables } from './tables.ts';

/** One reply item, as PayPro's callback expects them (proxy/paypro/PROTOCOL.md#server-callback). */
export interface CallbackReplyItem {
  StatusCode: '00' | '01' | '02' | '03';
  InvoiceID: string | null;
  Description: string;
}

export interface CallbackDelivery {
  id: string;
  /** ISO 8601 UTC. */
  receivedAt: string;
  /** csvinvoiceids as received (cut to 2,000 characters). */
  invoiceIds: string;
  /** Always true for what the proxy records now; false only on rows of refused deliveries older versions wrote. */
  credentialsOk: boolean;
  result: CallbackReplyItem[];
}

export interface CallbackDeliveries {
  /** Records `delivery`; resolves once committed. */
  record(delivery: CallbackDelivery): Promise<void>;
  /** Every delivery, oldest first. */
  list(): Promise<CallbackDelivery[]>;
}

export function createCallbackDeliveries(db: Kysely<LedgerTables>): CallbackDeliveries {
  return {
    async record(delivery) {
      await db
        .insertInto('callback_deliveries')
        .values({
          id: delivery.id,
          received_at: delivery.receivedAt,
          invoice_ids: delivery.invoiceIds.slice(0, 2_000),
          credentials_ok: delivery.credentialsOk ? 1 : 0,
          result: JSON.stringify(delivery.result),
        })
        .execute();
    },
    async list() {
      const rows = await db.selectFrom('callback_deliveries').selectAll().orderBy('received_at').orderBy('id').execute();
      return rows.map((row) => ({
        id: row.id,
        receivedAt: row.received_at,
        invoiceIds: row.invoice_ids,
        credentialsOk: row.credentials_ok === 1,
        result: JSON.parse(row.result) as CallbackReplyItem[],
      }));
    },
  };
}
