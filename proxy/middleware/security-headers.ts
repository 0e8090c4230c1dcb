/**
 * Security headers on every answer of the proxy, errors and preflights included (helmet), tuned for a
 * JSON API that no page should embed or execute: `Content-Security-Policy: default-src 'none';
 * frame-ancestors 'none'`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer` (a 303 to the checkout
 * must not leak the proxy's URL), `X-Content-Type-Options: nosniff`, HSTS and helmet's other defaults;
 * and `Cache-Control: no-store`, since every answer is about one donor's request (an order's link, a
 * member's details, an order's state) and no cache may keep it. Only the proxy app uses it: the pages
 * and the simulator that `forms serve` mounts beside it are separate apps.
 *
 * None of these values depends on the request, so helmet is run once, when the middleware is made, and
 * each request gets the headers it set (`helmetHeaders`), instead of running helmet's dozen middlewares
 * and rebuilding the policy on every request.
 *
 * A route that answers with HTML (the form shown again after a submit without JavaScript) must set its
 * page's own Content-Security-Policy and drop X-Frame-Options; this middleware sets them before the
 * route runs, so the route's values win.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';

/** helmet's settings for the API (see the module comment). */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/** What helmet does to a response: the headers it sets (name, value) and those it removes. */
export interface HelmetHeaders {
  set: [string, string][];
  removed: string[];
}

/**
 * The headers helmet with `options` sets and removes, found by running it once on a stand-in response.
 * Throws if helmet reads the request (a CSP nonce, say: such headers cannot be computed once), fails,
 * or does not finish at once.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): HelmetHeaders {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const response = {
    setHeader(name: string, value: string | number) {
      set.set(name, String(value));
      removed.delete(name);
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.add(name);
    },
  };
  const request = new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(`helmet read the request (${String(property)}): its headers cannot be computed once`);
      },
    },
  );
  let finished = false;
  helmet(options)(request as IncomingMessage, response as unknown as ServerResponse, (err) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers cannot be computed once');
  return { set: [...set], removed: [...removed] };
}

/** Run it before the error handler, so error answers carry the headers too. */
export function securityHeaders(): Middleware {
  const { set, removed } = helmetHeaders(API_HELMET_OPTIONS);
  return (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    for (const name of removed) ctx.remove(name);
    for (const [name, value] of set) ctx.set(name, value);
    return next();
  };
}
