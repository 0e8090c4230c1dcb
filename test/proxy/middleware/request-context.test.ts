/**
 * The request context: one id per request, in `X-Request-Id` and on every log line of the request; and
 * the last resort for a failure thrown outside the error handler, which still gets the JSON 500
 * envelope with the request id and one structured log line, never Koa's plain-text 500.
 */
import Koa from 'koa';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { requestContext, type ProxyState } from '../../../proxy/middleware/request-context.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { serve, type Served } from '../helpers/serve.ts';

/** requestContext in front of `inner`, logging into an array. */
async function startApp(inner: Koa.Middleware<ProxyState>): Promise<Served & { logs: Record<string, unknown>[] }> {
  const { logger, logs } = capturedLogger();
  const app = new Koa<ProxyState>();
  app.silent = true;
  app.use(requestContext(logger));
  app.use(inner);
  return { ...(await serve(app.callback())), logs };
}

test('each request gets its own id, sent back and on each of its log lines', async () => {
  const app = await startApp((ctx) => {
    ctx.state.log.info({ step: 'inside' }, 'working');
    ctx.body = { ok: true };
  });
  try {
    const first = await fetch(app.origin);
    const second = await fetch(app.origin);
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    assert.ok(
      ids.every((id) => /^[0-9a-f-]{36}$/.test(id ?? '')),
      String(ids),
    );
    assert.is.not(ids[0], ids[1]);
    assert.equal(
      app.logs.map((line) => [line.requestId, line.msg]),
      [
        [ids[0], 'working'],
        [ids[0], 'request'],
        [ids[1], 'working'],
        [ids[1], 'request'],
      ],
    );
  } finally {
    await app.close();
  }
});

test('a failure thrown past the error handler: the 500 envelope with the request id, logged once as JSON', async () => {
  const app = await startApp(() => {
    throw new TypeError('cannot read properties of undefined (reading "html")');
  });
  try {
    const response = await fetch(app.origin);
    const text = await response.text();
    const requestId = response.headers.get('x-request-id');
    assert.is(response.status, 500);
    assert.match(response.headers.get('content-type') ?? '', 'application/json');
    assert.equal(JSON.parse(text), {
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again in a few minutes.', requestId },
    });
    assert.not.ok(/TypeError|reading|\bat /.test(text), text);
    const failure = app.logs.find((line) => line.msg === 'unhandled error');
    assert.equal([failure?.level, failure?.requestId], [50, requestId]);
    assert.match(String((failure?.err as { stack?: string })?.stack), 'TypeError');
    assert.equal(app.logs.find((line) => line.msg === 'request')?.status, 500);
  } finally {
    await app.close();
  }
});

test.run();
