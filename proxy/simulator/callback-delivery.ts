import { startDeadline } from '../paypro/transport.ts';
import type { Timers } from '../timers.ts';
import type { CallbackCredentials, CallbackMode, CallbackModeSwitch } from './callback-mode.ts';
import { type CallbackFormat, callbackRequest } from './callback-request.ts';

/**
 * The server callback ("UIS", update invoice status) the simulated gateway sends after a payment
 * (proxy/paypro/PROTOCOL.md#server-callback): `POST <url>` with the JSON body
 * `{"username","password","csvinvoiceids"}` (or another of the switch's formats, `callback-request.ts`),
 * csvinvoiceids holding the merchant OrderNumber and the pair
 * being the paid order's merchant's own or the one agreed for every merchant (the switch's `credentials`). The
 * merchant answers `[{StatusCode, InvoiceID, Description}]`; nothing is signed, so it must confirm the
 * payment with a status call before trusting it. The simulator records every delivery and its answer
 * and never retries (PayPro's redelivery policy is unknown).
 */

/** A username and password a delivery carries. */
export interface CallbackPair {
  username: string;
  password: string;
}

/** Where and how the simulator delivers callbacks (`createSimulator({ callback })`). */
export interface CallbackTarget extends CallbackPair {
  /** An absolute http(s) URL, e.g. the proxy's `/paypro/uis`. */
  url: string;
  /**
   * `username` and `password`: the pair agreed for every merchant (not the API credentials). `merchants`:
   * by MerchantId, each merchant's own pair; a merchant absent from it gets the agreed pair.
   */
  merchants?: Readonly<Record<string, CallbackPair>>;
  /** Milliseconds to wait for the merchant's answer; default 5000. */
  timeoutMs?: number;
}

/** One delivery. Exactly one of `httpStatus` (with `answer`) and `error` is set. */
export interface CallbackRecord {
  /** When it was sent, epoch ms by the simulator's clock. */
  at: number;
  url: string;
  /** The ids sent in csvinvoiceids: merchant OrderNumbers. */
  ids: string[];
  /** The callback mode it was sent under ('wrong-credentials': the password was altered). */
  mode: CallbackMode;
  /** The pair it carried: the merchant's own, or the agreed one. */
  credentials: CallbackCredentials;
  /** How it was sent. */
  format: CallbackFormat;
  /** HTTP status of the merchant's answer. */
  httpStatus?: number;
  /** The answer parsed as JSON, or its text when it is not JSON. */
  answer?: unknown;
  /** Why no answer came: e.g. 'ECONNREFUSED', 'no answer within 5000 ms', 'cancelled: the simulator closed'. */
  error?: string;
}

/** What tests and `GET /__sim/callbacks` see. */
export interface Callbacks {
  /** Deliveries made so far, oldest first (copies). */
  list(): CallbackRecord[];
  /** Resolves once no delivery is waiting or under way (late ones included). */
  settled(): Promise<void>;
}

export interface CallbackDelivery extends Callbacks {
  /** After Pay marked the order of `merchantId` PAID: delivers its callback in the background, as the mode says. */
  paid(orderNumber: string, merchantId: string): void;
  /** Cancels deliveries not yet sent and aborts those under way; later payments deliver nothing. */
  close(): Promise<void>;
}

/**
 * Deliveries to `target` (none at all when it is undefined) under the mode `modes` holds at payment
 * time. `now` returns epoch ms; `timers` run the late mode's delay and each delivery's time limit. Every
 * timer is unref'd, so a forgotten delivery never keeps a process alive; `close()` ends them all.
 */
export function createCallbackDelivery(
  target: CallbackTarget | undefined,
  modes: CallbackModeSwitch,
  now: () => number,
  timers: Timers,
): CallbackDelivery {
  const records: CallbackRecord[] = [];
  const pending = new Set<Promise<void>>();
  const cancels = new Set<() => void>();
  let closed = false;

  /** Resolves true after `ms`, or false when cancelled first. */
  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const cancel = () => {
        timers.clearTimeout(timer);
        resolve(false);
      };
      const timer = timers.setTimeout(() => {
        cancels.delete(cancel);
        resolve(true);
      }, ms);
      timer.unref();
      cancels.add(cancel);
    });

  async function send(to: CallbackTarget, request: ReturnType<typeof callbackRequest>, record: Omit<CallbackRecord, 'at'>): Promise<void> {
    const timeoutMs = to.timeoutMs ?? 5_000;
    const deadline = startDeadline(timeoutMs, timers);
    const cancelled = new AbortController();
    const cancel = () => cancelled.abort();
    cancels.add(cancel);
    const delivery: CallbackRecord = { at: now(), ...record };
    try {
      const response = await fetch(request.url, {
        ...request.init,
        redirect: 'manual',
        signal: AbortSignal.any([deadline.signal, cancelled.signal]),
      });
      const text = await response.text();
      delivery.httpStatus = response.status;
      delivery.answer = parsed(text);
    } catch (err) {
      delivery.error = deadline.timedOut
        ? `no answer within ${timeoutMs} ms`
        : cancelled.signal.aborted
          ? 'cancelled: the simulator closed'
          : describe(err);
    } finally {
      deadline.clear();
      cancels.delete(cancel);
    }
    records.push(delivery);
  }

  async function settled(): Promise<void> {
    while (pending.size > 0) await Promise.all(pending);
  }

  return {
    paid(orderNumber, merchantId) {
      if (!target || closed) return;
      const { mode, delayMs, credentials: chosen, format } = modes.current();
      if (mode === 'none') return;
      const own = chosen === 'merchant' ? target.merchants?.[merchantId] : undefined;
      const pair = own ?? target;
      const password = mode === 'wrong-credentials' ? `${pair.password}-altered` : pair.password;
      const request = callbackRequest(target.url, { username: pair.username, password, csvinvoiceids: orderNumber }, format);
      const credentials: CallbackCredentials = own ? 'merchant' : 'agreed';
      const record = { url: target.url, ids: [orderNumber], mode, credentials, format };
      // A timer even for 'normal': the donor's redirect is answered first, the callback follows.
      const job = wait(mode === 'late' ? delayMs : 0).then(async (due) => {
        for (let sent = 0; due && !closed && sent < (mode === 'twice' ? 2 : 1); sent += 1) {
          await send(target, request, record);
        }
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    list: () => structuredClone(records),
    settled,
    async close() {
      closed = true;
      for (const cancel of [...cancels]) cancel();
      await settled();
    },
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A network failure's code (undici wraps it as `TypeError('fetch failed', { cause })`), else its message. */
function describe(err: unknown): string {
  const cause: unknown = err instanceof Error ? err.cause : undefined;
  const code = cause instanceof Error ? (cause as { code?: unknown }).code : undefined;
  if (typeof code === 'string') return code;
  return err instanceof Error ? err.message : String(err);
}
