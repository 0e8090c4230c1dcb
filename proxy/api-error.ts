/**
 * An error the proxy answers with on purpose: HTTP `status` and the body
 * `{ error: { code, message, ...details } }` (proxy/OPERATIONS.md: HTTP API). `code` is a stable name for
 * programs; `message` is written for the donor and always reaches the client, so it must never carry
 * internals. It carries no stack trace: it is an answer, not a failure to debug, and capturing one
 * (a walk of the call stack behind a Koa middleware chain) was a large part of a refused request's cost.
 */
import type { ErrorCode, ErrorEnvelope } from '../orgs/api-contract.ts';

/** What an error body may carry besides its code and message (orgs/api-contract.ts `ErrorEnvelope`). */
export type ErrorDetails = Omit<ErrorEnvelope['error'], 'code' | 'message'>;

export class ApiError extends Error {
  override name = 'ApiError';

  /**
   * @param keep Whether an idempotent route keeps this answer for the request's key (default false):
   *   the route sets it once create-order was sent, so a retry gets this answer again, never a second
   *   order (`idempotency/idempotent-route.ts`).
   */
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
    readonly keep = false,
  ) {
    const frames = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = frames;
  }

  /** The response body. */
  toBody(): ErrorEnvelope {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}
