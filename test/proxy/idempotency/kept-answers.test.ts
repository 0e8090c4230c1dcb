/**
 * What an idempotent route keeps for its key is the route's decision: a success, and an ApiError the
 * route marks `keep` (it sent create-order), are kept; any other answer frees the key. Checked through
 * `idempotentRoute` with a store that records each decision.
 */
import Koa from 'koa';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import pino from 'pino';
import { ApiError } from '../../../proxy/api-error.ts';
import type { Execution, IdempotencyStore } from '../../../proxy/idempotency/idempotency-store.ts';
import { idempotentRoute } from '../../../proxy/idempotency/idempotent-route.ts';
import type { ProxyState } from '../../../proxy/middleware/request-context.ts';
import { serve } from '../helpers/serve.ts';

/** A store that runs every request and records whether its answer would be kept. */
function recordingStore(kept: boolean[]): IdempotencyStore {
  return {
    async run(_key, _fingerprint, execute: () => Promise<Execution>) {
      const { answer, keep } = await execute();
      kept.push(keep);
      return { kind: 'executed', answer };
    },
  };
}

/** Serves an idempotent route that answers with what `answer` does; returns the keep decision. */
async function keepOf(answer: (ctx: Koa.Context) => void): Promise<{ status: number; keep: boolean | undefined }> {
  const kept: boolean[] = [];
  const app = new Koa<ProxyState>();
  app.use(async (ctx, next) => {
    ctx.state.log = pino({ level: 'silent' });
    try {
      await next();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      ctx.body = err.toBody();
      ctx.status = err.status;
    }
  });
  app.use(idempotentRoute(recordingStore(kept), '/api/orders'));
  app.use(async (ctx) => answer(ctx));
  const served = await serve(app.callback());
  try {
    const response = await fetch(`${served.origin}/api/orders`, { method: 'POST', headers: { 'Idempotency-Key': 'key-0123456789' } });
    await response.arrayBuffer();
    return { status: response.status, keep: kept[0] };
  } finally {
    await served.close();
  }
}

test('a success is kept', async () => {
  const succeed = (ctx: Koa.Context) => {
    ctx.body = { orderNumber: 'N-1' };
  };
  assert.equal(await keepOf(succeed), { status: 200, keep: true });
});

test('an error the route marks keep (create-order was sent) is kept', async () => {
  const thrown = new ApiError(503, 'gateway_unavailable', 'Outcome unknown.', { orderMayExist: true }, true);
  assert.equal(
    await keepOf(() => {
      throw thrown;
    }),
    { status: 503, keep: true },
  );
});

test('the same status and body without the mark frees the key, as a 422 does', async () => {
  const unmarked = new ApiError(503, 'gateway_unavailable', 'Outcome unknown.', { orderMayExist: true });
  assert.equal(
    await keepOf(() => {
      throw unmarked;
    }),
    { status: 503, keep: false },
  );
  assert.equal(
    await keepOf(() => {
      throw new ApiError(422, 'invalid_fields', 'Check the form.');
    }),
    { status: 422, keep: false },
  );
});

test.run();
