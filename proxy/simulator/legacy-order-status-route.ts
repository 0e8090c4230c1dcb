import type { Middleware } from 'koa';
import { stringFieldAnyCase } from './body-fields.ts';
import { failure, success } from './envelope.ts';
import { BAD_LEGACY_CREDENTIALS, legacyPasswordOf } from './legacy-credentials.ts';
import type { AnswerSwitch } from './answer-variants.ts';
import { legacyOrderStatusData } from './order-status-data.ts';
import type { SimulatorOrders } from './orders-store.ts';

/**
 * `GET /cpay/gos?userName=&password=&cpayId=` (query keys in any case; proxy/paypro/PROTOCOL.md#legacy-gos).
 * No token: the merchant's legacy credentials travel in the query. They are checked as /cpay/co checks
 * them, both present, and further against the MerchantPassword the merchant created its legacy orders
 * with (`legacy-credentials.ts`): either failing gets `01` with the Description /cpay/co uses. Then the
 * merchant's order with that ConnectPayId is answered as the answer switch's `statusAnswer` says (like
 * ggos, or the short live record: `legacyOrderStatusData`); any other id gets `03 No data available`.
 */
export function legacyOrderStatusRoute(orders: SimulatorOrders, answers: AnswerSwitch): Middleware {
  return (ctx) => {
    const userName = stringFieldAnyCase(ctx.query, 'userName')?.trim();
    const password = stringFieldAnyCase(ctx.query, 'password');
    const known = userName ? legacyPasswordOf(orders, userName) : undefined;
    if (!userName || !password?.trim() || (known !== undefined && password !== known)) {
      ctx.body = failure('01', BAD_LEGACY_CREDENTIALS);
      return;
    }
    const order = orders.get(stringFieldAnyCase(ctx.query, 'cpayId')?.trim() ?? '');
    ctx.body =
      order?.merchantId === userName
        ? success(legacyOrderStatusData(order, answers.current().statusAnswer))
        : failure('03', 'No data available');
  };
}
