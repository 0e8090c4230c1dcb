/**
 * The baselines `test/bench/proxy-throughput.ts` measures the proxy against, run as a child process
 * (`node --import tsx test/bench/proxy/bare-app.ts`): a minimal Koa app with @koa/bodyparser and nothing else
 * (no validation, no ledger, no security headers, no logging, no rate limits).
 * - `POST /api/orders` (the bare forwarder): makes the same PayPro calls as the proxy for an order,
 *   through the project's PayPro client (a token, cached as the proxy caches it, then create-order) with
 *   a fixed PKR 1,000 order for the donor's name and email, and answers `200 { redirectUrl, orderNumber }`.
 * - `POST /echo` (the bare echo): answers the parsed JSON body as it came.
 *
 * Settings (environment): PORT (on 127.0.0.1), PAYPRO_BASE_URL (e.g. the simulator's
 * `http://127.0.0.1:40123/paypro-sim`). Prints `listening on http://127.0.0.1:<port>` once it listens.
 */
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { orderDates } from '../../../proxy/orders/pkt-dates.ts';
import { createPayProClient } from '../../../proxy/paypro/index.ts';

const port = Number(process.env.PORT);
const paypro = createPayProClient({ baseUrl: process.env.PAYPRO_BASE_URL ?? '' });
const creds = { merchantId: 'bench-merchant', clientId: 'bench-client', clientSecret: 'bench-secret' };
let orders = 0;

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx) => {
  if (ctx.method !== 'POST') return;
  const body = (ctx.request.body ?? {}) as { values?: Record<string, string> };
  if (ctx.path === '/echo') {
    ctx.body = body;
    return;
  }
  if (ctx.path !== '/api/orders') return;
  const orderNumber = `BARE-${process.pid}-${++orders}`;
  const { issueDate, dueDate } = orderDates(new Date());
  const answer = await paypro.createOrder(creds, [
    { MerchantId: creds.merchantId },
    {
      OrderNumber: orderNumber,
      OrderAmount: '1000',
      OrderDueDate: dueDate,
      OrderType: 'Service',
      IssueDate: issueDate,
      OrderExpireAfterSeconds: '0',
      CustomerName: body.values?.name ?? 'Donor',
      CustomerMobile: '',
      CustomerEmail: body.values?.email ?? '',
      CustomerAddress: '',
    },
  ]);
  if (!answer.ok) return ctx.throw(502, answer.description);
  ctx.body = { redirectUrl: answer.click2Pay, orderNumber };
});
app.listen(port, '127.0.0.1', () => process.stdout.write(`listening on http://127.0.0.1:${port}\n`));
