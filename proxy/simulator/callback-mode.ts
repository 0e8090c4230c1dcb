/**
 * The simulator's callback switch: how the server callback (UIS) of the next payments is delivered
 * (proxy/paypro/PROTOCOL.md#server-callback). Set it with `POST <basePath>/__sim/callback` or
 * `sim.callbackMode.set(...)`; it stays in force until set again.
 * - normal: one delivery right after Pay;
 * - none: no delivery (PayPro's callback is not guaranteed; the proxy must confirm by itself);
 * - late: one delivery `delayMs` after Pay (e.g. after the donor's return);
 * - twice: the same delivery twice, one after the other (handlers must be idempotent);
 * - wrong-credentials: one delivery whose password is altered (the merchant must refuse it).
 * Whichever the mode, `credentials` says which pair a delivery carries: 'merchant' (the default) the pair
 * of the merchant whose order was paid, as most public handlers expect (PROTOCOL.md "Server callback"),
 * or the agreed pair when that merchant has none; 'agreed' always the pair agreed for every merchant.
 * And `format` how it is sent: 'json' (the default), 'form', 'untyped' or 'query' (`callback-request.ts`).
 */
import { CALLBACK_FORMATS, type CallbackFormat } from './callback-request.ts';

export type CallbackMode = 'normal' | 'none' | 'late' | 'twice' | 'wrong-credentials';

/** Which pair a delivery carries: the paid order's merchant's own, or the one agreed for every merchant. */
export type CallbackCredentials = 'merchant' | 'agreed';

export interface CallbackModeSpec {
  mode: CallbackMode;
  /** For 'late': milliseconds between Pay and the delivery; default 3000. */
  delayMs?: number;
  /** Default 'merchant'. */
  credentials?: CallbackCredentials;
  /** Default 'json'. */
  format?: CallbackFormat;
}

export interface CallbackModeSwitch {
  /** Puts `spec` in force. Throws TypeError naming the bad field. */
  set(spec: CallbackModeSpec): void;
  /** The mode in force; initially `{ mode: 'normal', delayMs: 3000, credentials: 'merchant', format: 'json' }`. */
  current(): Required<CallbackModeSpec>;
}

const MODES: readonly CallbackMode[] = ['normal', 'none', 'late', 'twice', 'wrong-credentials'];
const CREDENTIALS: readonly CallbackCredentials[] = ['merchant', 'agreed'];
const DEFAULT: Required<CallbackModeSpec> = { mode: 'normal', delayMs: 3_000, credentials: 'merchant', format: 'json' };

export function createCallbackModeSwitch(): CallbackModeSwitch {
  let active = DEFAULT;
  return {
    set(spec) {
      active = toActive(spec);
    },
    current: () => ({ ...active }),
  };
}

/** Checks an untrusted spec (e.g. a JSON body). Throws TypeError naming the bad field. */
function toActive(spec: unknown): Required<CallbackModeSpec> {
  if (typeof spec !== 'object' || spec === null) throw new TypeError('a callback mode must be an object with a mode');
  const { mode, delayMs, credentials, format } = spec as Record<string, unknown>;
  if (!MODES.includes(mode as CallbackMode)) throw new TypeError(`mode must be one of ${MODES.join(', ')}`);
  if (delayMs !== undefined && !(typeof delayMs === 'number' && Number.isSafeInteger(delayMs) && delayMs >= 0)) {
    throw new TypeError('delayMs must be a whole number >= 0');
  }
  if (credentials !== undefined && !CREDENTIALS.includes(credentials as CallbackCredentials)) {
    throw new TypeError(`credentials must be one of ${CREDENTIALS.join(', ')}`);
  }
  if (format !== undefined && !CALLBACK_FORMATS.includes(format as CallbackFormat)) {
    throw new TypeError(`format must be one of ${CALLBACK_FORMATS.join(', ')}`);
  }
  return {
    mode: mode as CallbackMode,
    delayMs: delayMs ?? DEFAULT.delayMs,
    credentials: (credentials as CallbackCredentials | undefined) ?? DEFAULT.credentials,
    format: (format as CallbackFormat | undefined) ?? DEFAULT.format,
  };
}
