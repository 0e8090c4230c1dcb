/**
 * `pageBase` and `proxyOrigin`: where the page a request came from is hosted. The org's siteUrl wins;
 * an Origin header counts only when it is allowed; the Host header (X-Forwarded-Host under
 * TRUST_PROXY) only when it makes a plain http(s) origin, else a 400 envelope, never a 500. Requests
 * go through node:http (`rawRequest`), as fetch cannot send a malformed Host.
 */
import Koa from 'koa';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLogger } from '../../proxy/logger.ts';
import { errorHandler } from '../../proxy/middleware/error-handler.ts';
import { requestContext, type ProxyState } from '../../proxy/middleware/request-context.ts';
import { pageBase } from '../../proxy/page-base.ts';
import { serve, type Served } from './helpers/serve.ts';
import { rawRequest } from './no-script/helpers/raw-request.ts';

const ALLOWED = new Set(['https://pages.example.org']);

interface Answer {
  status: number;
  body: { base?: string; error?: { code: string } };
}

/** A proxy edge answering `{ base }` for an org with `siteUrl` (none when undefined). */
async function startBench(siteUrl: string | undefined, trustProxy = false): Promise<Served> {
  const koa = new Koa<ProxyState>({ proxy: trustProxy });
  koa.use(requestContext(createLogger('silent')));
  koa.use(errorHandler());
  koa.use((ctx) => {
    ctx.body = { base: pageBase(ctx, siteUrl === undefined ? {} : { siteUrl }, ALLOWED) };
  });
  return serve(koa.callback());
}

/** GETs `/` from `served` with `headers` (Host included) as given. */
async function get(served: Served, headers: Record<string, string>): Promise<Answer> {
  const answer = await rawRequest(served.origin, { headers });
  return { status: answer.status, body: JSON.parse(answer.text) as Answer['body'] };
}

let plain: Served;
let hosted: Served;
let proxied: Served;
test.before(async () => {
  plain = await startBench(undefined);
  hosted = await startBench('https://grid-three-currencies.example.org/forms/');
  proxied = await startBench(undefined, true);
});
test.after(async () => {
  await Promise.all([plain.close(), hosted.close(), proxied.close()]);
});

test("the org's siteUrl wins, without its trailing slash, whatever the headers say", async () => {
  const answer = await get(hosted, { host: 'bad host', origin: 'https://pages.example.org' });
  assert.equal(answer, { status: 200, body: { base: 'https://grid-three-currencies.example.org/forms' } });
});

test('an allowed Origin is the base', async () => {
  const answer = await get(plain, { host: 'pay.example.org', origin: 'https://pages.example.org' });
  assert.equal(answer, { status: 200, body: { base: 'https://pages.example.org' } });
});

test("an Origin that is not allowed is ignored: the proxy's own origin instead", async () => {
  for (const origin of ['https://evil.example', 'null', 'https://pages.example.org.evil.example']) {
    const answer = await get(plain, { host: 'pay.example.org:8443', origin });
    assert.equal(answer, { status: 200, body: { base: 'http://pay.example.org:8443' } }, origin);
  }
});

test('a Host that makes no plain origin is a 400 invalid_request, never a 500', async () => {
  for (const host of ['bad host', 'evil.example/path', 'evil.example\\path', 'evil.example?x=1', '[::1']) {
    const answer = await get(plain, { host });
    assert.is(answer.status, 400, host);
    assert.is(answer.body.error?.code, 'invalid_request', host);
  }
});

test('under TRUST_PROXY the forwarded host and scheme are checked the same way', async () => {
  const good = await get(proxied, { host: 'internal:3000', 'x-forwarded-host': 'pay.example.org', 'x-forwarded-proto': 'https' });
  assert.equal(good, { status: 200, body: { base: 'https://pay.example.org' } });
  const badHost = await get(proxied, { host: 'internal:3000', 'x-forwarded-host': 'evil.example/x' });
  const badScheme = await get(proxied, { host: 'internal:3000', 'x-forwarded-proto': 'javascript' });
  assert.equal([badHost.status, badScheme.status], [400, 400]);
});

test.run();
