/**
 * An error the proxy answers with on purpose: HTTP `status` and the body
 * `{ error: { code, message, ...details } }` (proxy/OPERATIONS.md: HTTP API). `code` is a stable name for
 * programs; `message` is written for the donor and always reaches the client, so it must never carry
 * internals.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  /**
   * @param keep Whether an idempotent route keeps this answer for the request's key (default false):
   *   the route sets it once create-order was sent, so a retry gets this answer again, never a second
   *   order (`idempotency/idempotent-route.ts`).
   */
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly keep = false,
  ) {
    super(message);
  }

  /** The response body. */
  toBody(): { error: Record<string, unknown> } {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}
