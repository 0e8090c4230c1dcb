/**
 * The simulator's callback switch: how the server callback (UIS) of the next payments is delivered
 * (proxy/paypro/PROTOCOL.md#server-callback). Set it with `POST <basePath>/__sim/callback` or
 * `sim.callbackMode.set(...)`; it stays in force until set again.
 * - normal: one delivery right after Pay;
 * - none: no delivery (PayPro's callback is not guaranteed; the proxy must confirm by itself);
 * - late: one delivery `delayMs` after Pay (e.g. after the donor's return);
 * - twice: the same delivery twice, one after the other (handlers must be idempotent);
 * - wrong-credentials: one delivery whose password is altered (the merchant must refuse it).
 */

export type CallbackMode = 'normal' | 'none' | 'late' | 'twice' | 'wrong-credentials';

export interface CallbackModeSpec {
  mode: CallbackMode;
  /** For 'late': milliseconds between Pay and the delivery; default 3000. */
  delayMs?: number;
}

export interface CallbackModeSwitch {
  /** Puts `spec` in force. Throws TypeError naming the bad field. */
  set(spec: CallbackModeSpec): void;
  /** The mode in force; initially `{ mode: 'normal', delayMs: 3000 }`. */
  current(): Required<CallbackModeSpec>;
}

const MODES: readonly CallbackMode[] = ['normal', 'none', 'late', 'twice', 'wrong-credentials'];
const DEFAULT: Required<CallbackModeSpec> = { mode: 'normal', delayMs: 3_000 };

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
  const { mode, delayMs } = spec as Record<string, unknown>;
  if (!MODES.includes(mode as CallbackMode)) throw new TypeError(`mode must be one of ${MODES.join(', ')}`);
  if (delayMs !== undefined && !(typeof delayMs === 'number' && Number.isSafeInteger(delayMs) && delayMs >= 0)) {
    throw new TypeError('delayMs must be a whole number >= 0');
  }
  return { mode: mode as CallbackMode, delayMs: delayMs ?? DEFAULT.delayMs };
}
