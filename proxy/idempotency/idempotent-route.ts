/**
 * Makes an order route idempotent (the hardening issue's shared decision). A request may carry the header
 * `Idempotency-Key` (8 to 128 of A-Z a-z 0-9 _ -); a malformed one is a 400 `invalid_request`. The scope
 * is the route plus the key. The same key with the same body (see `fingerprintOf`) gets the first answer,
 * status and body, with `Idempotent-Replayed: true`, also while the first is still running: it waits and
 * no second order is created. The same key with another body is a 422 `idempotency_key_reused`. A request
 * without the header is served as usual, without dedupe, except a form-encoded post (a page whose script
 * did not run cannot make a key): when `formPosts` is given, the client's address and the body's
 * fingerprint make its key, so a double click or a reload of the post within that store's TTL gets the
 * first answer (the same 303 to the same checkout) instead of a second order. An identical request still
 * running elsewhere (another process) after the store's wait is a 409 `request_in_progress`. The key and
 * fingerprint go into `ctx.state.idempotency`, for the order the route writes.
 *
 * The route decides what is kept: a success (2xx) and an ApiError it marks `keep` (it sent create-order:
 * PayPro's refusal, or an outcome unknown, where a retry must not create a second order). Any other
 * answer, e.g. a 422 or a failure before create-order was sent, frees the key so the donor can fix the
 * form or retry.
 */
import type { Context, Middleware, Next } from 'koa';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../orgs/idempotency-headers.ts';
import { ApiError } from '../api-error.ts';
import { requestTranslator } from '../middleware/request-language.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { fingerprintOf } from './fingerprint.ts';
import { NO_METRICS, type ProxyMetrics } from '../metrics/proxy-metrics.ts';
import type { Execution, IdempotencyStore, IdempotentOutcome } from './idempotency-store.ts';

const KEY_SHAPE = /^[A-Za-z0-9_-]{8,128}$/;

/** Runs the rest of the chain and captures its answer; an ApiError becomes its envelope, anything else propagates. */
async function execute(ctx: Context, next: Next): Promise<Execution> {
  try {
    await next();
    return { answer: { status: ctx.status, body: ctx.body }, keep: ctx.status >= 200 && ctx.status < 300 };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { answer: { status: err.status, body: err.toBody() }, keep: err.keep };
  }
}

/**
 * Middleware for the route named `scope` (e.g. '/api/orders'); runs after the body parser. Each answer
 * replayed is counted on `metrics` under `scope` (`forms_idempotent_replays_total`). Throws
 * ApiError 400 `invalid_request` for a malformed key and 422 `idempotency_key_reused` for a reused one.
 */
export function idempotentRoute(
  store: IdempotencyStore,
  scope: string,
  formPosts?: IdempotencyStore,
  metrics: Pick<ProxyMetrics, 'idempotentReplay'> = NO_METRICS,
): Middleware<ProxyState> {
  const replayed = () => metrics.idempotentReplay(scope);
  return async (ctx, next) => {
    if (ctx.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] === undefined) {
      if (!formPosts || !ctx.is('application/x-www-form-urlencoded')) return next();
      const fingerprint = fingerprintOf(ctx.request.body);
      const formKey = `${scope} form ${ctx.ip} ${fingerprint}`;
      ctx.state.idempotency = { requestKey: formKey, fingerprint };
      return answer(ctx, await formPosts.run(formKey, fingerprint, () => execute(ctx, next), ctx.state.language), replayed);
    }
    const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
    if (!KEY_SHAPE.test(key)) throw new ApiError(400, 'invalid_request', requestTranslator(ctx).t('api.badIdempotencyKey'));
    const fingerprint = fingerprintOf(ctx.request.body);
    const requestKey = `${scope} ${key}`;
    ctx.state.idempotency = { requestKey, fingerprint };
    answer(ctx, await store.run(requestKey, fingerprint, () => execute(ctx, next), ctx.state.language), replayed);
  };
}

/**
 * Sets the answer `outcome` gives (calling `replayed` for a kept answer); throws ApiError 422 `idempotency_key_reused` for a conflict and 409
 * `request_in_progress` (with Retry-After, in seconds) for a run still under way.
 */
function answer(ctx: Context & { state: ProxyState }, outcome: IdempotentOutcome, replayed: () => void): void {
  if (outcome.kind === 'conflict') {
    throw new ApiError(422, 'idempotency_key_reused', requestTranslator(ctx).t('api.idempotencyKeyReused'));
  }
  if (outcome.kind === 'in_progress') {
    ctx.set('Retry-After', '2');
    throw new ApiError(409, 'request_in_progress', requestTranslator(ctx).t('api.requestInProgress'));
  }
  if (outcome.kind === 'replayed') {
    ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    replayed();
    ctx.state.log.info({ status: outcome.answer.status }, 'answered with the answer of an earlier request with the same idempotency key');
  }
  // Body, then status: setting a body turns a status not yet set into 200.
  ctx.body = outcome.answer.body;
  ctx.status = outcome.answer.status;
}
