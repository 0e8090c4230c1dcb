/**
 * An error the proxy answers with on purpose: HTTP `status` and the body
 * `{ error: { code, message, ...details } }` (proxy/OPERATIONS.md: HTTP API). `code` is a stable name for
 * programs; `message` is written for the donor and always reaches the client, so it must never carry
 * internals.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** The response body. */
  toBody(): { error: Record<string, unknown> } {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}
