/**
 * Migration 005: what PayPro said of an order's amount, so a status answer is compared like with like
 * (proxy/paypro/PROTOCOL.md#amount-verification). From create-order's answer: `paypro_pkr_amount` (the
 * PKR amount payable it gave, exact decimal text), `parity_amount` (ParityAmount, decimal text) and
 * `is_parity` (IsParity, 1 or 0). From the status answers: `reported_amount_fields` (the amount fields
 * the last answer about the order carried, e.g. 'AmountPayable,OrderAmountPaid'; '' for none) and
 * `amount_check` (the verdict on the amounts of the PAID answer that settled it, `AmountCheck`). Null
 * wherever PayPro has not said; every order recorded before it has them null.
 */
import type { Kysely, Migration } from 'kysely';

export const amountCheckMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('orders').addColumn('paypro_pkr_amount', 'text').execute();
    await db.schema.alterTable('orders').addColumn('parity_amount', 'text').execute();
    await db.schema.alterTable('orders').addColumn('is_parity', 'integer').execute();
    await db.schema.alterTable('orders').addColumn('reported_amount_fields', 'text').execute();
    await db.schema.alterTable('orders').addColumn('amount_check', 'text').execute();
  },
};
