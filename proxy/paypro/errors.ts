/** Stable names for the ways a PayPro call can fail without a usable gateway answer. */
export type PayProErrorCode = 'gateway_timeout' | 'gateway_unreachable' | 'gateway_bad_response' | 'gateway_unauthorized';

export interface PayProErrorDetails {
  /** See `PayProError.orderMayExist`; default false. */
  orderMayExist?: boolean;
  /** HTTP status of the gateway's answer, when there was one. */
  httpStatus?: number;
  cause?: unknown;
}

/**
 * A PayPro call that produced no usable answer. The message says what happened, for logs; it never
 * contains credentials or tokens.
 */
export class PayProError extends Error {
  override name = 'PayProError';
  code: PayProErrorCode;
  /**
   * True when a create-order request may have reached the gateway (timeout, dropped connection, 5xx,
   * unreadable 2xx): the outcome is ambiguous, so the same request must never be resent
   * (PROTOCOL.md "Timeouts and retries"). Always false for auth and status calls.
   */
  orderMayExist: boolean;
  httpStatus?: number;

  constructor(code: PayProErrorCode, message: string, details: PayProErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.orderMayExist = details.orderMayExist ?? false;
    if (details.httpStatus !== undefined) this.httpStatus = details.httpStatus;
  }
}
