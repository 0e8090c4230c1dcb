/**
 * The security headers are computed once from helmet (`helmetHeaders`): an answer carries exactly the
 * headers helmet itself sets on a response, and options whose headers would depend on the request are
 * refused rather than computed wrong.
 */
import helmet from 'helmet';
import Koa from 'koa';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { API_HELMET_OPTIONS, helmetHeaders, securityHeaders } from '../../../proxy/middleware/security-headers.ts';
import { serve } from '../helpers/serve.ts';

/** The headers of a GET to `origin` that either server sets itself (not Node's Date, Connection, length). */
async function headersOf(origin: string): Promise<[string, string][]> {
  const answer = await fetch(origin);
  await answer.arrayBuffer();
  const own = [...answer.headers].filter(
    ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'content-type'].includes(name),
  );
  return own.sort(([a], [b]) => a.localeCompare(b));
}

test('an answer carries exactly the headers helmet sets on a response, and Cache-Control: no-store', async () => {
  const app = new Koa();
  app.use(securityHeaders());
  app.use((ctx) => {
    ctx.body = 'ok';
  });
  const ours = await serve(app.callback());
  const reference = await serve((req, res) =>
    helmet(API_HELMET_OPTIONS)(req, res, () => {
      res.setHeader('Cache-Control', 'no-store');
      res.end('ok');
    }),
  );
  try {
    const expected = await headersOf(reference.origin);
    assert.ok(expected.some(([name]) => name === 'content-security-policy'));
    assert.equal(await headersOf(ours.origin), expected);
  } finally {
    await ours.close();
    await reference.close();
  }
});

test('options whose headers depend on the request (a nonce) are refused', () => {
  const nonce = {
    contentSecurityPolicy: { directives: { scriptSrc: [(req: { headers: object }) => `'nonce-${Object.keys(req.headers)}'`] } },
  };
  assert.throws(() => helmetHeaders(nonce), /cannot be computed once/);
});

test.run();
