/** `GET /healthz`: 200 `{ ok: true }` while the process serves requests (for load balancers). */
import type { Middleware } from 'koa';

export const healthz: Middleware = (ctx) => {
  ctx.body = { ok: true };
};
