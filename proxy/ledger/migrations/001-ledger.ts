/**
 * Migration 001: the orders, idempotency keys, callback deliveries and removal requests tables (see
 * `../tables.ts` for what each column holds). Only text and integer columns, so one migration serves
 * SQLite and PostgreSQL alike.
 */
import type { Kysely, Migration } from 'kysely';

export const ledgerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('order_number', 'text', (col) => col.primaryKey())
      .addColumn('org', 'text', (col) => col.notNull())
      .addColumn('route', 'text', (col) => col.notNull())
      .addColumn('form_kind', 'text', (col) => col.notNull())
      .addColumn('account', 'text', (col) => col.notNull())
      .addColumn('protocol', 'text', (col) => col.notNull())
      .addColumn('amount', 'text', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('bill_detail', 'text', (col) => col.notNull())
      .addColumn('donor_name', 'text', (col) => col.notNull())
      .addColumn('donor_email', 'text', (col) => col.notNull())
      .addColumn('donor_phone', 'text', (col) => col.notNull())
      .addColumn('donor_address', 'text', (col) => col.notNull())
      .addColumn('request_key', 'text')
      .addColumn('fingerprint', 'text')
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('due_date', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('paypro_id', 'text')
      .addColumn('redirect_url', 'text')
      .addColumn('gateway_status', 'text')
      .addColumn('gateway_description', 'text')
      .addColumn('amount_payable', 'text')
      .addColumn('amount_paid', 'text')
      .addColumn('payment_via', 'text')
      .addColumn('date_paid', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('check_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_check_at', 'text')
      .addColumn('last_checked_at', 'text')
      .addColumn('lease_until', 'text')
      .execute();
    await db.schema.createIndex('orders_due_checks').on('orders').columns(['state', 'next_check_at']).execute();
    await db.schema.createIndex('orders_created').on('orders').columns(['created_at']).execute();
    await db.schema.createIndex('orders_request_key').on('orders').column('request_key').execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('request_key', 'text', (col) => col.primaryKey())
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('claimed_until', 'text', (col) => col.notNull())
      .addColumn('status', 'integer')
      .addColumn('body', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('idempotency_keys_expiry').on('idempotency_keys').column('expires_at').execute();

    await db.schema
      .createTable('callback_deliveries')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('received_at', 'text', (col) => col.notNull())
      .addColumn('invoice_ids', 'text', (col) => col.notNull())
      .addColumn('credentials_ok', 'integer', (col) => col.notNull())
      .addColumn('result', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('removal_requests')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('route', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('received_at', 'text', (col) => col.notNull())
      .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
