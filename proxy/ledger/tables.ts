/**
 * The ledger's tables as Kysely sees them (one declaration for SQLite and PostgreSQL: every column is
 * text or integer, times are ISO 8601 UTC text such as '2025-03-10T20:15:00.000Z', which sorts the
 * same as the instant, and amounts are exact decimal text such as '2500.5', never a float).
 * The tables are created by `migrations/`.
 */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { AmountCheck } from './amount-check.ts';
import type { OrderState } from './order-state.ts';

/** One order, written before create-order is sent (write-ahead) and updated with every outcome. */
export interface OrdersTable {
  /** The OrderNumber sent to PayPro; unique. */
  order_number: string;
  org: string;
  route: string;
  /** The form kind, e.g. 'standard-grid', 'membership-renewal'. */
  form_kind: string;
  /** Key of the merchant account in the org file, e.g. 'donation', 'zakat'. */
  account: string;
  /** Which PayPro API created it: 'v2' (/v2/ppro/co) or 'legacy' (/cpay/co). */
  protocol: 'v2' | 'legacy';
  /** Exact decimal text in major units of `currency`, as sent, e.g. '2500' or '25.5'. */
  amount: string;
  /** ISO 4217, e.g. 'PKR'. */
  currency: string;
  /** BillDetail01's single entry as JSON text ('{}' when none was sent). */
  bill_detail: string;
  donor_name: string;
  donor_email: string;
  /** CustomerMobile (03XXXXXXXXX), else the international number, else ''. */
  donor_phone: string;
  donor_address: string;
  /** The idempotency scope and key (or the no-JavaScript repeat key) the request came with, if any. */
  request_key: string | null;
  /** SHA-256 (hex) of the request body, when it came with a key. */
  fingerprint: string | null;
  state: OrderState;
  /** OrderDueDate as a Karachi calendar day, 'yyyy-mm-dd': payable until that day ends. */
  due_date: string;
  created_at: string;
  updated_at: string;
  /** PayProId (ConnectPayId for legacy orders), once known. */
  paypro_id: string | null;
  /** Where the donor was sent to pay (the Click2Pay link with our callback_url), once created. */
  redirect_url: string | null;
  /** The envelope status of a refusal, e.g. '03'. */
  gateway_status: string | null;
  /** PayPro's Description of a refusal, or why the outcome is unknown (a PayProError code). */
  gateway_description: string | null;
  /** What PayPro last reported, from the status calls. */
  amount_payable: string | null;
  amount_paid: string | null;
  payment_via: string | null;
  /** DatePaid as PayPro sent it (Karachi time, no offset). */
  date_paid: string | null;
  /** When the ledger first learnt it was paid (ISO UTC). */
  paid_at: string | null;
  /** Status checks made so far; sets the reconciliation backoff. */
  check_count: Generated<number>;
  /** When reconciliation checks it next; null once final. */
  next_check_at: string | null;
  last_checked_at: string | null;
  /** A reconciling process holds the order until then (several processes share PostgreSQL). */
  lease_until: string | null;
  /**
   * When a callback or the donor's status poll asked and PayPro could not be asked on the spot
   * (migration 004): reconciliation checks the order before every other; null once it was checked.
   */
  prompted_at: string | null;
  /**
   * The PKR amount payable create-order's answer gave (its OrderAmount, read as `createdAmountsOf` says),
   * exact decimal text; null when it gave none (migration 005).
   */
  paypro_pkr_amount: string | null;
  /** ParityAmount of create-order's answer, exact decimal text; meaning undocumented (migration 005). */
  parity_amount: string | null;
  /** IsParity of create-order's answer: 1 or 0; null when absent (migration 005). */
  is_parity: number | null;
  /**
   * The amount fields the last status answer about the order carried, comma-separated in the order
   * AmountPayable, OrderAmountPaid, OrderAmount; '' when it carried none; null before any (migration 005).
   */
  reported_amount_fields: string | null;
  /** The verdict on the amounts of the PAID answer that settled it (`AmountCheck`); null until one came (migration 005). */
  amount_check: AmountCheck | null;
  /** The language of the page the order came from, e.g. 'ur' (migration 006; older orders: 'en'). */
  language: Generated<string>;
}

/** One Idempotency-Key (or no-JavaScript repeat key) and, once its request ended, the kept answer. */
export interface IdempotencyKeysTable {
  /** Scope and key, e.g. '/api/orders 3f2c…'. */
  request_key: string;
  fingerprint: string;
  state: 'running' | 'done';
  /** While running: the request may still be served until then; after it, the run was abandoned. */
  claimed_until: string;
  status: number | null;
  /** The kept answer's JSON body. */
  body: string | null;
  created_at: string;
  expires_at: string;
}

/** One delivery of PayPro's server callback, without its password. */
export interface CallbackDeliveriesTable {
  id: string;
  received_at: string;
  /** csvinvoiceids as received. */
  invoice_ids: string;
  /** 1 when the username and password matched. */
  credentials_ok: number;
  /** The reply items as JSON text. */
  result: string;
}

/** One account removal request. */
export interface RemovalRequestsTable {
  id: string;
  route: string;
  email: string;
  received_at: string;
  /** 1 once the address's owner confirmed it; 0 until then. */
  verified: Generated<number>;
  /** SHA-256 (hex) of the emailed link's one-time token; null when no link was sent or once it was used. */
  token_hash: string | null;
  /** When the emailed link stops working (ISO 8601 UTC); null when no link was sent. */
  link_expires_at: string | null;
  /** When the owner confirmed it (ISO 8601 UTC); null until then. */
  verified_at: string | null;
  /** The language of the page it came from, e.g. 'ur' (migration 003; older requests: 'en'). */
  language: string;
}

/**
 * One receipt (migration 006): issued when its order first became `paid`, in the same transaction, and
 * never changed afterwards except to be voided. A correction is a new receipt that `replaces` the void one.
 */
export interface ReceiptsTable {
  /** `<prefix>-<tax year>-<sequence, 6 digits>`, e.g. 'JHR-2026-27-000123'. */
  number: string;
  org: string;
  /** The Pakistani tax year of the payment, 1 July to 30 June, e.g. '2026-27' (`tax-year.ts`). */
  tax_year: string;
  /** 1, 2, 3… per org and tax year, with no gap. */
  sequence: number;
  order_number: string;
  /** When it was issued (ISO UTC). */
  issued_at: string;
  /** 1 for a specimen (a simulated payment): not a receipt anyone may file. */
  specimen: number;
  /** The language it is written in, e.g. 'ur'. */
  language: string;
  /** Everything it says, as JSON text (`ReceiptContent`), fixed at issue. */
  content: string;
  state: 'issued' | 'void';
  void_reason: string | null;
  /** When it was voided (ISO UTC). */
  voided_at: string | null;
  /** The number of the void receipt this one replaces. */
  replaces: string | null;
  /** SHA-256 (hex) of its printable page's link token; null while it has none. */
  token_hash: string | null;
}

/** The last receipt sequence given per org and tax year (migration 006). */
export interface ReceiptCountersTable {
  org: string;
  tax_year: string;
  last_sequence: number;
}

/** Where a mail of the outbox is (`mail-outbox.ts`). */
export type MailState = 'queued' | 'sending' | 'sent' | 'unsure' | 'failed';

/** One mail to send (migration 006), at most once. */
export interface MailOutboxTable {
  id: string;
  /** What makes two mails the same mail, e.g. 'receipt:JHR-2026-27-000123#1'; unique. */
  dedupe_key: string;
  /** 'receipt' (composed from the receipt row when sent) or 'annual' (the message is in `payload`). */
  kind: 'receipt' | 'annual';
  org: string;
  recipient: string;
  language: string;
  receipt_number: string | null;
  /** JSON text: what composing needs that the rows do not hold (a receipt link's token); cleared once sent. */
  payload: string | null;
  state: MailState;
  attempts: Generated<number>;
  /** When to try (again); null once it left `queued`. */
  next_attempt_at: string | null;
  /** A sending process holds it until then. */
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface LedgerTables {
  orders: OrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  callback_deliveries: CallbackDeliveriesTable;
  removal_requests: RemovalRequestsTable;
  receipts: ReceiptsTable;
  receipt_counters: ReceiptCountersTable;
  mail_outbox: MailOutboxTable;
}

export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type ReceiptRow = Selectable<ReceiptsTable>;
export type MailRow = Selectable<MailOutboxTable>;
