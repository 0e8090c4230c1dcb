/**
 * The simulator's failure switch: makes the next gateway calls fail the ways the real gateway can
 * (PROTOCOL.md "Envelope and status codes", "Timeouts and retries"). Set it with `POST <basePath>/__sim/faults` or `sim.faults.set(...)`.
 */

export type FaultMode = 'none' | 'status03' | 'status01' | 'http401' | 'http500' | 'slow';
/**
 * The gateway calls a fault can target: v2 auth, co, ggos, ggosboi and moab, and the legacy calls gcd
 * (/cpay/gcd), cpay-co (/cpay/co) and gos (/cpay/gos). 'all' targets every one of them.
 */
export type GatewayCall = 'auth' | 'co' | 'ggos' | 'ggosboi' | 'moab' | 'gcd' | 'cpay-co' | 'gos';
/** Which gateway calls a fault applies to. */
export type FaultTarget = GatewayCall | 'all';

export interface FaultSpec {
  mode: FaultMode;
  /** Description for status03 / status01; defaults 'No data available' / 'Invalid Data'. */
  description?: string;
  /** For 'slow': milliseconds the answer is held back; default 20000 (beyond the client's 15 s). */
  delayMs?: number;
  /** How many calls it applies to, then the switch turns itself off; default unlimited. */
  times?: number;
  /** Default 'co'. */
  on?: FaultTarget;
}

/** A fault in force. `remaining` is undefined when unlimited. */
export interface ActiveFault {
  mode: Exclude<FaultMode, 'none'>;
  description?: string;
  delayMs: number;
  on: FaultTarget;
  remaining?: number;
}

export interface FaultSwitch {
  /** Puts `spec` in force (mode 'none' clears). Throws TypeError naming the bad field. */
  set(spec: FaultSpec): void;
  clear(): void;
  /** The fault in force, or undefined. */
  current(): ActiveFault | undefined;
  /** For the routes: the fault that applies to this call, counting it against `times`. */
  take(call: GatewayCall): ActiveFault | undefined;
}

const MODES: readonly FaultMode[] = ['none', 'status03', 'status01', 'http401', 'http500', 'slow'];
const TARGETS: readonly FaultTarget[] = ['auth', 'co', 'ggos', 'ggosboi', 'moab', 'gcd', 'cpay-co', 'gos', 'all'];

export function createFaultSwitch(): FaultSwitch {
  let active: ActiveFault | undefined;
  return {
    set(spec) {
      active = toActiveFault(spec);
    },
    clear() {
      active = undefined;
    },
    current: () => (active ? { ...active } : undefined),
    take(call) {
      if (!active || (active.on !== 'all' && active.on !== call)) return undefined;
      const fault = { ...active };
      if (active.remaining !== undefined) {
        active.remaining -= 1;
        if (active.remaining <= 0) active = undefined;
      }
      return fault;
    },
  };
}

/** Checks an untrusted spec (e.g. a JSON body). Throws TypeError naming the bad field. */
function toActiveFault(spec: unknown): ActiveFault | undefined {
  if (typeof spec !== 'object' || spec === null) throw new TypeError('a fault must be an object with a mode');
  const { mode, description, delayMs, times, on } = spec as Record<string, unknown>;
  if (!MODES.includes(mode as FaultMode)) throw new TypeError(`mode must be one of ${MODES.join(', ')}`);
  if (description !== undefined && typeof description !== 'string') throw new TypeError('description must be a string');
  if (delayMs !== undefined && !isCount(delayMs, 0)) throw new TypeError('delayMs must be a whole number >= 0');
  if (times !== undefined && !isCount(times, 1)) throw new TypeError('times must be a whole number >= 1');
  if (on !== undefined && !TARGETS.includes(on as FaultTarget)) throw new TypeError(`on must be one of ${TARGETS.join(', ')}`);
  if (mode === 'none') return undefined;
  return {
    mode: mode as ActiveFault['mode'],
    ...(description === undefined ? {} : { description }),
    delayMs: delayMs ?? 20_000,
    on: (on as FaultTarget | undefined) ?? 'co',
    ...(times === undefined ? {} : { remaining: times }),
  };
}

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}
