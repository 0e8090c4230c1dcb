import type { Middleware } from 'koa';
import type { Timers } from '../timers.ts';
import { failure, UNAUTHORIZED_BODY } from './envelope.ts';
import type { FaultSwitch, GatewayCall } from './faults.ts';
import { IIS_500_PAGE } from './iis-error-page.ts';

/**
 * Middleware in front of one gateway route that applies the fault in force, if any:
 * - status03 / status01: HTTP 200 `[{"Status":"03"},{"Description":...}]` (no token on auth);
 * - http401: HTTP 401, even with a valid token;
 * - http500: HTTP 500 with IIS's HTML error page, content-type text/html;
 * - slow: the call is handled normally (an order is created), then the answer is held back `delayMs`
 *   (ms of `timers`); the hold never keeps the process alive on its own (a test may close the server
 *   while an answer is still held).
 */
export function faultGate(faults: FaultSwitch, call: GatewayCall, timers: Timers): Middleware {
  return async (ctx, next) => {
    const fault = faults.take(call);
    switch (fault?.mode) {
      case undefined:
        return next();
      case 'slow':
        await next();
        await new Promise((resolve) => timers.setTimeout(() => resolve(undefined), fault.delayMs).unref());
        return;
      case 'status03':
        ctx.body = failure('03', fault.description ?? 'No data available');
        return;
      case 'status01':
        ctx.body = failure('01', fault.description ?? 'Invalid Data');
        return;
      case 'http401':
        ctx.status = 401;
        ctx.body = UNAUTHORIZED_BODY;
        return;
      case 'http500':
        ctx.status = 500;
        ctx.type = 'text/html';
        ctx.body = IIS_500_PAGE;
        return;
    }
  };
}
