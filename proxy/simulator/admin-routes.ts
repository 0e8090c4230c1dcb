import type { Context, Middleware } from 'koa';
import type { AnswerSpec, AnswerSwitch } from './answer-variants.ts';
import type { Callbacks } from './callback-delivery.ts';
import type { CallbackModeSpec, CallbackModeSwitch } from './callback-mode.ts';
import type { FaultSpec, FaultSwitch } from './faults.ts';
import type { SimulatorOrders } from './orders-store.ts';
import type { PaymentSpec, PaymentSwitch } from './payment-switch.ts';

/**
 * `POST <basePath>/__sim/faults` with a FaultSpec as JSON: puts it in force and answers
 * `{ fault: <the fault in force, or null> }`; a bad spec answers 400
 * `{ error: { code: 'invalid_fault', message } }`. `GET` answers the fault in force the same way.
 */
export function faultsRoute(faults: FaultSwitch): Middleware {
  return switchRoute(
    'invalid_fault',
    (body) => faults.set(body as FaultSpec),
    () => ({ fault: faults.current() ?? null }),
  );
}

/**
 * `POST <basePath>/__sim/payment` with a PaymentSpec as JSON, e.g. `{"amountDelta": "-100"}` for the
 * next Pay (`{}` clears): answers `{ payment: <the change in force, or null> }`; a bad spec answers 400
 * `{ error: { code: 'invalid_payment', message } }`. `GET` answers the change in force the same way.
 */
export function paymentRoute(payment: PaymentSwitch): Middleware {
  return switchRoute(
    'invalid_payment',
    (body) => payment.set(body as PaymentSpec),
    () => ({ payment: payment.current() ?? null }),
  );
}

/**
 * `POST <basePath>/__sim/callback` with `{"mode": "normal"|"none"|"late"|"twice"|"wrong-credentials",
 * "delayMs"?: number}`: puts the callback mode in force and answers `{ callback: {mode, delayMs} }`; a
 * bad spec answers 400 `{ error: { code: 'invalid_callback_mode', message } }`. `GET` answers the mode.
 */
export function callbackModeRoute(modes: CallbackModeSwitch): Middleware {
  return switchRoute(
    'invalid_callback_mode',
    (body) => modes.set(body as CallbackModeSpec),
    () => ({ callback: modes.current() }),
  );
}

/**
 * `POST <basePath>/__sim/answers` with an AnswerSpec as JSON, e.g. `{"auth": "envelope"}` (`{}` back to
 * the defaults): puts it in force and answers `{ answers: {auth, createOrder, browserReturn,
 * foreignCurrency, statusAnswer} }` (`answer-variants.ts`); a bad spec answers 400
 * `{ error: { code: 'invalid_answers', message } }`. `GET` answers the variants in force.
 */
export function answersRoute(answers: AnswerSwitch): Middleware {
  return switchRoute(
    'invalid_answers',
    (body) => answers.set(body as AnswerSpec),
    () => ({ answers: answers.current() }),
  );
}

/** `GET <basePath>/__sim/callbacks`: `{ callbacks: CallbackRecord[] }`, the deliveries made so far. */
export function callbacksRoute(callbacks: Callbacks): Middleware {
  return (ctx) => {
    ctx.body = { callbacks: callbacks.list() };
  };
}

/** A test switch's route: POST applies the JSON body with `set` (a TypeError is a 400 `code`); both methods answer `show()`. */
function switchRoute(code: string, set: (body: unknown) => void, show: () => unknown): Middleware {
  return (ctx: Context) => {
    if (ctx.method === 'POST') {
      try {
        set(ctx.request.body);
      } catch (err) {
        ctx.status = 400;
        ctx.body = { error: { code, message: (err as Error).message } };
        return;
      }
    }
    ctx.body = show();
  };
}

/**
 * `GET <basePath>/__sim/orders`: `{ orders: SimOrder[] }`, each with its MerchantId, status and the
 * full create-order body it was created with.
 */
export function ordersRoute(orders: SimulatorOrders): Middleware {
  return (ctx) => {
    ctx.body = { orders: orders.list() };
  };
}
