/**
 * The one HTTP exchange every PayPro call is made of, independent of how it is carried (fetch for
 * POST, node:http for the GET-with-a-body of ggos, PROTOCOL.md "Order status").
 */
import { systemTimers, type Timers } from '../timers.ts';

export interface WireRequest {
  method: 'GET' | 'POST';
  url: string;
  /** Extra request headers; `content-type: application/json` is always sent. */
  headers: Record<string, string>;
  /** JSON text. */
  body: string;
  /** Abort the exchange (connect, send, and reading the whole answer) after this many milliseconds. */
  timeoutMs: number;
}

export interface WireResponse {
  status: number;
  /** A response header by name, case-insensitively; undefined when absent. */
  header(name: string): string | undefined;
  /** The whole response body as text. */
  text: string;
}

export type Transport = (request: WireRequest) => Promise<WireResponse>;

/**
 * A transport failure before a complete answer arrived. `reachedGateway` is false only when the
 * connection was never established, so not one byte of the request left this process.
 */
export class TransportError extends Error {
  override name = 'TransportError';
  kind: 'timeout' | 'network';
  reachedGateway: boolean;

  constructor(kind: 'timeout' | 'network', reachedGateway: boolean, cause: unknown) {
    super(kind === 'timeout' ? 'request timed out' : describeCause(cause), { cause });
    this.kind = kind;
    this.reachedGateway = reachedGateway;
  }
}

/**
 * The largest answer read from PayPro, in bytes (1 MiB). Its real answers are a few kB; a larger one is
 * cut off and the exchange fails as a network error that reached the gateway (for create-order: outcome
 * unknown), so a broken or hostile peer cannot fill the proxy's memory.
 */
export const MAX_ANSWER_BYTES = 1_048_576;

/** The error an answer over MAX_ANSWER_BYTES ends with. */
export function answerTooLarge(): Error {
  return new Error(`the answer was larger than ${MAX_ANSWER_BYTES} bytes and was cut off`);
}

/** The time limit of one exchange: aborts `signal` after `WireRequest.timeoutMs`. */
export interface Deadline {
  signal: AbortSignal;
  /** True once the limit has passed and aborted the exchange (so a failure is a timeout). */
  readonly timedOut: boolean;
  /** Cancels the limit; call it once the exchange has ended, either way. */
  clear(): void;
}

/** Starts a deadline of `timeoutMs` milliseconds on `timers` (default the system's). */
export function startDeadline(timeoutMs: number, timers: Timers = systemTimers): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    clear: () => timers.clearTimeout(timer),
  };
}

/** Error codes meaning the TCP connection (or the DNS lookup before it) failed, so nothing was sent. */
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/** Turns whatever fetch or node:http threw into a TransportError. `timedOut` is our own abort. */
export function toTransportError(err: unknown, timedOut: boolean): TransportError {
  if (timedOut) return new TransportError('timeout', true, err);
  const codes = errorCodes(err);
  const beforeSend = codes.length > 0 && codes.every((code) => CONNECT_FAILURES.has(code));
  return new TransportError('network', !beforeSend, err);
}

/** Collects `code`s along the cause chain; undici wraps socket errors as `TypeError('fetch failed')`. */
function errorCodes(err: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    if (current instanceof AggregateError) {
      for (const inner of current.errors) codes.push(...errorCodes(inner));
    }
    current = current.cause;
  }
  return codes;
}

function describeCause(err: unknown): string {
  const codes = errorCodes(err);
  if (codes.length > 0) return codes.join(', ');
  return err instanceof Error ? err.message : String(err);
}
