/**
 * `GET /readyz`: 200 `{ ready: true, checks }` while this process should get traffic, 503 with the same
 * body and `ready: false` naming the check that failed (`ReadinessCheck`, `../readiness.ts`), for load
 * balancers and orchestrators; `/healthz` stays the cheap liveness answer. Never cached: each probe
 * asks again.
 */
import type { Middleware } from 'koa';
import type { ReadinessCheck } from '../readiness.ts';

export function readyzRoute(readiness: ReadinessCheck): Middleware {
  return async (ctx) => {
    const answer = await readiness();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = answer.ready ? 200 : 503;
    ctx.body = answer;
  };
}
