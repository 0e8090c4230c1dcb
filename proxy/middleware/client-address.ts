/**
 * The client's address as the rest of the proxy sees it (`ctx.ip`: rate limits, the repeat window of
 * posts without JavaScript, logs). Under TRUST_PROXY Koa takes the last X-Forwarded-For entry as it was
 * sent, and load balancers may write it with a port ('198.51.100.1:1111') or in brackets
 * ('[2001:db8::1]:443'). This middleware parses the entry with ipaddr.js (the parser proxy-addr and
 * Express use), dropping port and brackets, and falls back to the socket's address when the entry is not
 * an address at all, with one warn line per process, so one bad header never makes every donor share a
 * single "unknown" budget.
 */
import ipaddr from 'ipaddr.js';
import type { Middleware } from 'koa';
import type { ProxyState } from './request-context.ts';

const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;
const IPV4_WITH_PORT = /^([\d.]+):\d{1,5}$/;

/**
 * An address as text in its plain form ('198.51.100.1', '2001:db8::1'), or undefined when `entry` is
 * not one. Accepts a port after IPv4 or a bracketed IPv6 address, a zone ('fe80::1%eth0'), and turns an
 * IPv4-mapped IPv6 address ('::ffff:203.0.113.7') into IPv4. Only dotted four-part decimal IPv4 counts
 * ('0x7f.1' and '127.1' do not).
 */
export function parseAddress(entry: string): string | undefined {
  const text = entry.trim();
  const bare = (BRACKETED.exec(text)?.[1] ?? IPV4_WITH_PORT.exec(text)?.[1] ?? text).replace(/%.*$/, '');
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare).toString();
  if (!ipaddr.IPv6.isValid(bare)) return undefined;
  return ipaddr.process(bare).toString();
}

/** Sets `ctx.request.ip` to the parsed client address (see the module's note); '' when there is none. */
export function clientAddress(): Middleware<ProxyState> {
  let warned = false;
  return async (ctx, next) => {
    // ctx.ip is undefined once the client's socket is gone, whatever its type says.
    const sent = ctx.ip ?? '';
    const parsed = parseAddress(sent);
    if (parsed === undefined) {
      const socket = parseAddress(ctx.socket.remoteAddress ?? '');
      if (!warned && ctx.app.proxy && ctx.get('X-Forwarded-For') !== '') {
        warned = true;
        ctx.state.log.warn(
          { forwardedFor: sent.slice(0, 100), socket },
          'an X-Forwarded-For entry is not an address; clients are counted by the socket address instead (warned once)',
        );
      }
      ctx.request.ip = socket ?? '';
    } else {
      ctx.request.ip = parsed;
    }
    await next();
  };
}
