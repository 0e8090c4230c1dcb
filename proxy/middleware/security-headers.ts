/**
 * Security headers on every answer of the proxy, errors and preflights included (koa-helmet, i.e.
 * helmet), tuned for a JSON API that no page should embed or execute: `Content-Security-Policy:
 * default-src 'none'; frame-ancestors 'none'`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`
 * (a 303 to the checkout must not leak the proxy's URL), `X-Content-Type-Options: nosniff`, HSTS and
 * helmet's other defaults; and `Cache-Control: no-store`, since every answer is about one donor's request
 * (an order's link, a member's details, an order's state) and no cache may keep it. Only the proxy app uses it: the pages and the simulator that `forms serve`
 * mounts beside it are separate apps.
 *
 * A route that answers with HTML (the form shown again after a submit without JavaScript) must set its
 * page's own Content-Security-Policy and drop X-Frame-Options; this middleware sets them before the
 * route runs, so the route's values win.
 */
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/** Run it before the error handler, so error answers carry the headers too. */
export function securityHeaders(): Middleware {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  return (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return headers(ctx, next);
  };
}
