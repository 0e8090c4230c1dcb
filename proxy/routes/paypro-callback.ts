/**
 * PayPro's server callback ("UIS", proxy/paypro/PROTOCOL.md#server-callback): PayPro calls
 * `POST <callback path>` (default /paypro/uis) with `username`, `password` and `csvinvoiceids` (our
 * OrderNumbers, comma-separated) as JSON; older PayPro versions send the same three fields form-encoded
 * or as a GET query, which are taken too. The callback carries no signature and no amount, so it is only
 * a prompt: each order is confirmed with a status call at PayPro (`StatusChecker`) before it counts as
 * paid, and repeated deliveries change nothing.
 *
 * Answers HTTP 200 with one `{StatusCode, InvoiceID, Description}` per id (`invoiceIdsOf`: what cannot
 * be an OrderNumber is dropped unread, the list cut at MAX_IDS, both logged): `00` paid (also when the
 * ledger already knew), `02` PayPro could not be asked (it may deliver again), `03` unknown OrderNumber
 * or not paid. Wrong credentials give the single item `01` with InvoiceID null and nothing is looked
 * at. The credentials are compared in constant time. Every authenticated delivery is recorded (without
 * the password) in `callback_deliveries`; a refused one only counts against its client's refusal budget
 * and in the sampled refusal log (`callbackRefusals`), so wrong passwords cannot fill the disk.
 * Mounted behind the callback's rate limits and body limit (`CALLBACK_BODY_LIMIT`, proxy/app.ts).
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { isRecord } from '../../orgs/is-record.ts';
import type { CallbackConfig } from '../config.ts';
import type { CallbackDeliveries, CallbackReplyItem } from '../ledger/callback-deliveries.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { RefusalBudget } from '../middleware/refusal-budget.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import type { StatusChecker } from '../reconcile/status-check.ts';
import { invoiceIdsOf, MAX_IDS } from './callback-invoice-ids.ts';
import { callbackRefusals } from './callback-refusals.ts';

export interface PayProCallbackDeps {
  callback: CallbackConfig;
  ledger: Ledger;
  check: StatusChecker;
  deliveries: CallbackDeliveries;
  now: () => Date;
  /** Told whether each delivery's credentials were refused (its `gate` is mounted before the body). */
  refusals: Pick<RefusalBudget, 'settle'>;
}

/**
 * The largest callback body: three short fields (two credentials and a few OrderNumbers) fit in far less.
 * A larger one is refused 413 from its Content-Length, or once that much has arrived, never buffered whole.
 */
export const CALLBACK_BODY_LIMIT = '16kb';

const REPLIES = {
  paid: 'Invoice successfully marked as paid',
  badCredentials: 'Invalid Data. Username or password is invalid',
  unavailable: 'Service Failure',
  notFound: 'No records found.',
  notPaid: 'Invoice is not paid',
  mismatch: 'Invoice paid with an amount other than the order amount; it is being investigated',
} as const;

/** `name` of `fields` in any letter case, as text; '' when absent. */
function field(fields: unknown, name: string): string {
  if (!isRecord(fields)) return '';
  const key = Object.keys(fields).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : fields[key];
  const single = Array.isArray(value) ? value[0] : value;
  return typeof single === 'string' ? single : '';
}

/** Whether `given` equals `expected`, in time independent of where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function payproCallbackRoute(deps: PayProCallbackDeps): Middleware<ProxyState> {
  const { ledger, check } = deps;
  const refusals = callbackRefusals(deps.now);

  async function reply(orderNumber: string): Promise<CallbackReplyItem> {
    const item = (StatusCode: CallbackReplyItem['StatusCode'], Description: string) => ({
      StatusCode,
      InvoiceID: orderNumber,
      Description,
    });
    const order = await ledger.find(orderNumber);
    if (!order) return item('03', REPLIES.notFound);
    if (order.state === 'paid') return item('00', REPLIES.paid);
    const result = await check(order, { prompted: true });
    if (result.kind === 'unavailable') return item('02', REPLIES.unavailable);
    if (result.kind === 'uncheckable') return item('03', REPLIES.notPaid);
    if (result.order.state === 'paid') return item('00', REPLIES.paid);
    return item('03', result.order.state === 'amount_mismatch' ? REPLIES.mismatch : REPLIES.notPaid);
  }

  return async (ctx) => {
    const fields = ctx.method === 'GET' ? ctx.query : ctx.request.body;
    const invoiceIds = field(fields, 'csvinvoiceids');
    // Both compared before combining, so the time taken does not tell which one was wrong.
    const usernameOk = sameSecret(field(fields, 'username'), deps.callback.username);
    const passwordOk = sameSecret(field(fields, 'password'), deps.callback.password);
    const credentialsOk = usernameOk && passwordOk;
    deps.refusals.settle(ctx, !credentialsOk);
    ctx.status = 200;
    if (!credentialsOk) {
      refusals.refused(ctx.state.log, ctx.ip ?? '');
      ctx.body = [{ StatusCode: '01', InvoiceID: null, Description: REPLIES.badCredentials }];
      return;
    }
    const { ids, dropped, received } = invoiceIdsOf(invoiceIds);
    if (dropped > 0) ctx.state.log.warn({ dropped }, 'PayPro callback: entries that cannot be an OrderNumber were dropped unread');
    if (received > ids.length) ctx.state.log.warn({ received, kept: MAX_IDS }, 'PayPro callback: OrderNumbers past the limit were cut');
    const result: CallbackReplyItem[] = [];
    for (const id of ids) result.push(await reply(id));
    ctx.state.log.info({ replies: result.map(({ InvoiceID, StatusCode }) => ({ InvoiceID, StatusCode })) }, 'PayPro callback answered');
    const delivery = { id: randomUUID(), receivedAt: deps.now().toISOString(), invoiceIds, credentialsOk: true, result };
    await deps.deliveries
      .record(delivery)
      .catch((err: unknown) => ctx.state.log.error({ err }, 'could not record a PayPro callback delivery'));
    ctx.body = result;
  };
}
