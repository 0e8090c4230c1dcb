/**
 * `pageBase` and `proxyOrigin`: where the page a request came from is hosted. The org's siteUrl wins;
 * an Origin header counts only when it is allowed; else the proxy's configured origin, whatever the
 * Host (or, under TRUST_PROXY, X-Forwarded-Host and X-Forwarded-Proto) says. Requests go through
 * node:http (`rawRequest`), as fetch cannot send a malformed Host.
 */
import Koa from 'koa';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLogger } from '../../proxy/logger.ts';
import { errorHandler } from '../../proxy/middleware/error-handler.ts';
import { configuredOrigin } from '../../proxy/middleware/public-origin.ts';
import { requestContext, type ProxyState } from '../../proxy/middleware/request-context.ts';
import { pageBase } from '../../proxy/page-base.ts';
import { serve, type Served } from './helpers/serve.ts';
import { rawRequest } from './no-script/helpers/raw-request.ts';

const ALLOWED = new Set(['https://pages.example.org']);
const CONFIGURED = 'https://pay.example.org';

interface Answer {
  status: number;
  body: { base?: string; error?: { code: string } };
}

/** A proxy edge answering `{ base }` for an org with `siteUrl` (none when undefined); `origin` configured unless false. */
async function startBench(siteUrl: string | undefined, options: { trustProxy?: boolean; origin?: false } = {}): Promise<Served> {
  const koa = new Koa<ProxyState>({ proxy: options.trustProxy === true });
  koa.use(requestContext(createLogger('silent')));
  if (options.origin !== false) koa.use(configuredOrigin(CONFIGURED));
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
  proxied = await startBench(undefined, { trustProxy: true });
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

test("an Origin that is not allowed is ignored: the proxy's configured origin instead", async () => {
  for (const origin of ['https://evil.example', 'null', 'https://pages.example.org.evil.example']) {
    const answer = await get(plain, { host: 'pay.example.org:8443', origin });
    assert.equal(answer, { status: 200, body: { base: CONFIGURED } }, origin);
  }
});

test('the Host never counts, well-formed or not', async () => {
  for (const host of ['evil.test', 'evil.test:8080', '127.0.0.1@evil.test', 'bad host', 'evil.example/path', '[::1']) {
    assert.equal(await get(plain, { host }), { status: 200, body: { base: CONFIGURED } }, host);
  }
});

test('under TRUST_PROXY neither X-Forwarded-Host nor X-Forwarded-Proto counts either', async () => {
  const forwarded: Record<string, string>[] = [
    { host: 'internal:3000', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'http' },
    { host: 'internal:3000', 'x-forwarded-host': 'pay.example.org, evil.test' },
    { host: 'evil.test', 'x-forwarded-proto': 'javascript' },
  ];
  for (const headers of forwarded) {
    assert.equal(await get(proxied, headers), { status: 200, body: { base: CONFIGURED } }, JSON.stringify(headers));
  }
});

test('without a configured origin there is no base to fall back on: a 500, never the Host', async () => {
  const bare = await startBench(undefined, { origin: false });
  try {
    const answer = await get(bare, { host: 'evil.test' });
    assert.is(answer.status, 500);
    assert.not.match(JSON.stringify(answer.body), 'evil.test');
  } finally {
    await bare.close();
  }
});

test.run();
