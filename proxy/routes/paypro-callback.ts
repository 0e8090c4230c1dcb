/**
 * PayPro's server callback ("UIS", proxy/paypro/PROTOCOL.md#server-callback): PayPro calls `POST
 * <callback path>` (default /paypro/uis) with `username`, `password` and `csvinvoiceids` (our
 * OrderNumbers, comma-separated), as JSON, form-encoded, with another or no Content-Type, or as a GET
 * query; all are read (`deliveryFields`). The callback carries no signature and no amount, so it is only
 * a prompt: each order is confirmed with a status call at PayPro (`StatusChecker`) before it counts as
 * paid, and repeated deliveries change nothing.
 *
 * Whose orders: the pair a delivery carries is compared, in constant time, with every configured pair
 * (`callbackAuthority`): the agreed pair (PAYPRO_CALLBACK_USERNAME/_PASSWORD) opens every order, a
 * merchant account's own pair only that account's. An OrderNumber of another account's order is
 * answered as unknown (`03`) and not checked at PayPro: a pair that leaked from one charity cannot
 * settle, or learn about, another's orders.
 *
 * Answers HTTP 200 with one `{StatusCode, InvoiceID, Description}` per id (`invoiceIdsOf`: what cannot
 * be an OrderNumber is dropped unread, the list cut at MAX_IDS, both logged): `00` paid (also when the
 * ledger already knew), `02` PayPro could not be asked (it may deliver again), `03` unknown OrderNumber,
 * another account's, or not paid. A delivery that cannot be taken gets one item with InvoiceID null and
 * nothing is looked at: `01` (Invalid Data) without a username or password, or with no OrderNumber in
 * csvinvoiceids; `02` ("Service Failed. User is not authorized for this service") for a pair that matches
 * none. That split is PayPro's own code table (`01` invalid data, `02` user not authorized) and what
 * EventLand's handler and two more public handlers answer; tutormint answers `01` to wrong credentials,
 * which PayPro's table keeps for malformed input. Every authenticated delivery is recorded (without the
 * password) in `callback_deliveries`; a refused one (no pair, or one that matches none) only counts
 * against its client's refusal budget and in the sampled refusal log (`callbackRefusals`), so wrong
 * passwords cannot fill the disk. Mounted behind the callback's rate limits and body reader
 * (`callbackBody`, proxy/app.ts); `callbackAnswers` turns every other answer on the path into the same
 * array. Each delivery, and each OrderNumber it names, is counted by result on `metrics`
 * (`forms_callback_deliveries_total`, `forms_callback_orders_total`).
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { CallbackConfig } from '../config.ts';
import type { CallbackDeliveries, CallbackReplyItem } from '../ledger/callback-deliveries.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { RefusalBudget } from '../middleware/refusal-budget.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import type { StatusChecker } from '../reconcile/status-check.ts';
import { deliveryFields } from './callback-body.ts';
import { callbackAuthority, type CallbackScope, covers } from './callback-credentials.ts';
import { invoiceIdsOf, MAX_IDS } from './callback-invoice-ids.ts';
import { callbackRefusals } from './callback-refusals.ts';
import { type CallbackOrderResult, NO_METRICS, type ProxyMetrics } from '../metrics/proxy-metrics.ts';

export interface PayProCallbackDeps {
  callback: CallbackConfig;
  ledger: Ledger;
  check: StatusChecker;
  deliveries: CallbackDeliveries;
  now: () => Date;
  /** Told whether each delivery's credentials were refused (its `gate` is mounted before the body). */
  refusals: Pick<RefusalBudget, 'settle'>;
  /** Counts each delivery and each OrderNumber answered by result; default none. */
  metrics?: Pick<ProxyMetrics, 'callbackDelivery' | 'callbackOrder'>;
}

const REPLIES = {
  paid: 'Invoice successfully marked as paid',
  noCredentials: 'Invalid Data. Username and password are required',
  noInvoiceIds: 'Invalid Data. csvinvoiceids holds no invoice id',
  notAuthorized: 'Service Failed. User is not authorized for this service',
  unavailable: 'Service Failure',
  notFound: 'No records found.',
  notPaid: 'Invoice is not paid',
  mismatch: 'Invoice paid with an amount other than the order amount; it is being investigated',
} as const;

/** The one item of a delivery refused whole, with nothing looked at. */
const refused = (StatusCode: '01' | '02', Description: string): CallbackReplyItem[] => [{ StatusCode, InvoiceID: null, Description }];

export function payproCallbackRoute(deps: PayProCallbackDeps): Middleware<ProxyState> {
  const { ledger, check, metrics = NO_METRICS } = deps;
  const refusals = callbackRefusals(deps.now);
  const authority = callbackAuthority(deps.callback);

  async function reply(orderNumber: string, scope: CallbackScope): Promise<CallbackReplyItem> {
    const item = (StatusCode: CallbackReplyItem['StatusCode'], Description: string, counted: CallbackOrderResult) => {
      metrics.callbackOrder(counted);
      return { StatusCode, InvoiceID: orderNumber, Description };
    };
    const order = await ledger.find(orderNumber);
    if (!order) return item('03', REPLIES.notFound, 'unknown_order');
    // Another account's order is answered as unknown, unchecked: this pair may not settle it.
    if (!covers(scope, order)) return item('03', REPLIES.notFound, 'unknown_order');
    if (order.state === 'paid') return item('00', REPLIES.paid, 'paid');
    const result = await check(order, { prompted: true });
    if (result.kind === 'unavailable') return item('02', REPLIES.unavailable, 'unavailable');
    if (result.kind === 'uncheckable') return item('03', REPLIES.notPaid, 'not_paid');
    if (result.order.state === 'paid') return item('00', REPLIES.paid, 'paid');
    return item('03', result.order.state === 'amount_mismatch' ? REPLIES.mismatch : REPLIES.notPaid, 'not_paid');
  }

  return async (ctx) => {
    const { username, password, csvinvoiceids: invoiceIds } = deliveryFields(ctx);
    const complete = username !== '' && password !== '';
    const scope = complete ? authority(username, password) : undefined;
    deps.refusals.settle(ctx, scope === undefined);
    ctx.status = 200;
    if (scope === undefined) {
      metrics.callbackDelivery('refused_credentials');
      refusals.refused(ctx.state.log, ctx.ip ?? '');
      ctx.body = complete ? refused('02', REPLIES.notAuthorized) : refused('01', REPLIES.noCredentials);
      return;
    }
    const { ids, dropped, received } = invoiceIdsOf(invoiceIds);
    if (dropped > 0) ctx.state.log.warn({ dropped }, 'PayPro callback: entries that cannot be an OrderNumber were dropped unread');
    if (received > ids.length) ctx.state.log.warn({ received, kept: MAX_IDS }, 'PayPro callback: OrderNumbers past the limit were cut');
    metrics.callbackDelivery(ids.length === 0 ? 'invalid' : 'accepted');
    const result: CallbackReplyItem[] = ids.length === 0 ? refused('01', REPLIES.noInvoiceIds) : [];
    for (const id of ids) result.push(await reply(id, scope));
    const pair = scope.any ? 'agreed' : scope.accounts;
    ctx.state.log.info(
      { pair, replies: result.map(({ InvoiceID, StatusCode }) => ({ InvoiceID, StatusCode })) },
      'PayPro callback answered',
    );
    const delivery = { id: randomUUID(), receivedAt: deps.now().toISOString(), invoiceIds, credentialsOk: true, result };
    await deps.deliveries
      .record(delivery)
      .catch((err: unknown) => ctx.state.log.error({ err }, 'could not record a PayPro callback delivery'));
    ctx.body = result;
  };
}
