/**
 * How `forms serve` hands out built files: like a static host (trailing-slash redirect, index.html,
 * content types, the build's headers, compression as the build's `.br`/`.gz` copies), with org folders
 * merged into one tree.
 */
import { get as httpGet, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuiltFile } from '../../build/build-site.ts';
import { ASSET_HEADERS } from '../../build/page-headers.ts';
import { mergeSite, ROUTES_INDEX_HEADERS, serveSite } from '../../cli/site-files.ts';

const file = (org: string, path: string, text: string): BuiltFile => ({ org, path, contents: new TextEncoder().encode(text) });

const PAGE_POLICY = "default-src 'none'; script-src 'self'; frame-ancestors 'self' https://www.a.example";

const files = [
  {
    ...file('a', 'merchantform/a/index.html', '<p>form a</p>'),
    headers: { 'Content-Security-Policy': PAGE_POLICY, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' },
  },
  { ...file('a', 'assets/client-1.js', 'js'), headers: ASSET_HEADERS },
  { ...file('a', 'assets/logo-1.png', 'png bytes'), headers: ASSET_HEADERS },
  file('b', 'b/index.html', '<p>form b</p>'),
  file('b', 'assets/client-1.js', 'js'),
];

/** Asks the served files for `path` with `headers`; the body is the raw bytes sent (never decompressed). */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const app = new Koa();
  app.use(serveSite(mergeSite(files)));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  try {
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      httpGet(`http://127.0.0.1:${port}${path}`, { headers }, resolve).once('error', reject);
    });
    const body = Buffer.concat(await answer.toArray());
    const sent = new Headers(Object.entries(answer.headers).map(([name, value]) => [name, String(value)]));
    return new Response(answer.statusCode === 301 ? null : body, { status: answer.statusCode, headers: sent });
  } finally {
    server.close();
  }
}

test('a route without its slash redirects to the folder, keeping the query', async () => {
  const response = await get('/merchantform/a?x=1');
  assert.is(response.status, 301);
  assert.match(response.headers.get('location') ?? '', /\/merchantform\/a\/\?x=1$/);
});

test('a folder serves its index.html as HTML, revalidated as its headers say', async () => {
  const response = await get('/merchantform/a/');
  assert.is(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', 'text/html');
  assert.is(response.headers.get('cache-control'), 'no-cache');
  assert.is(await response.text(), '<p>form a</p>');
});

test('hashed assets are served as JavaScript and cached for good', async () => {
  const response = await get('/assets/client-1.js');
  assert.match(response.headers.get('content-type') ?? '', 'text/javascript');
  assert.match(response.headers.get('cache-control') ?? '', 'immutable');
});

test('text goes as Brotli to a browser that takes it, else gzip, else as it is, varying by Accept-Encoding', async () => {
  const brotli = await get('/merchantform/a/', { 'accept-encoding': 'gzip, deflate, br' });
  assert.is(brotli.headers.get('content-encoding'), 'br');
  assert.is(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString(), '<p>form a</p>');
  assert.match(brotli.headers.get('vary') ?? '', 'Accept-Encoding');
  const gzip = await get('/assets/client-1.js', { 'accept-encoding': 'gzip' });
  assert.is(gzip.headers.get('content-encoding'), 'gzip');
  assert.is(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString(), 'js');
  const plain = await get('/merchantform/a/');
  assert.is(plain.headers.get('content-encoding'), null);
  assert.is(await plain.text(), '<p>form a</p>');
});

test('a file already compressed (an image other than SVG) goes as it is, whatever the browser takes', async () => {
  const response = await get('/assets/logo-1.png', { 'accept-encoding': 'gzip, br' });
  assert.is(response.headers.get('content-encoding'), null);
  assert.is(response.headers.get('vary'), null);
  assert.is(await response.text(), 'png bytes');
});

test('a page is sent with the headers the build gave it, frame-ancestors included', async () => {
  const response = await get('/merchantform/a/');
  assert.is(response.headers.get('content-security-policy'), PAGE_POLICY);
  assert.is(response.headers.get('x-content-type-options'), 'nosniff');
});

test('a file the build gave no headers is sent without a policy; an asset with nosniff', async () => {
  assert.is((await get('/b/')).headers.get('content-security-policy'), null);
  const asset = await get('/assets/client-1.js');
  assert.is(asset.headers.get('x-content-type-options'), 'nosniff');
  assert.is(asset.headers.get('content-security-policy'), null);
});

test('the route list is a page of links: no script, no form, framed only by its own origin', () => {
  const policy = ROUTES_INDEX_HEADERS['Content-Security-Policy'] ?? '';
  assert.match(policy, "default-src 'none'");
  assert.not.match(policy, 'script-src');
  assert.match(policy, "form-action 'none'");
  assert.match(policy, "frame-ancestors 'self'");
});

test('an unknown path is a 404', async () => {
  assert.is((await get('/nowhere/')).status, 404);
});

test('two orgs writing different bytes to one path is refused', () => {
  assert.throws(() => mergeSite([...files, file('b', 'assets/client-1.js', 'other')]), /Orgs a and b both write assets\/client-1\.js/);
});

test.run();
