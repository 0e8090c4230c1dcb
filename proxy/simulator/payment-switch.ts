/**
 * The simulator's payment switch: makes the next Pay on the pay page record amounts that differ from
 * the order's, so a test can show that the proxy notices (proxy/paypro/PROTOCOL.md#amount-verification).
 * Set it with `POST <basePath>/__sim/payment {"amountDelta": "-100"}` or `sim.payment.set(...)`; `{}`
 * clears it. It applies to one Pay, then turns itself off.
 */

export interface PaymentSpec {
  /**
   * Decimal text with at most 2 places, e.g. '-100' or '0.5': the next Pay records AmountPayable = the
   * order amount + amountDelta (and OrderAmountPaid that plus the fee). Absent: no change.
   */
  amountDelta?: string;
}

export interface PaymentSwitch {
  /** Puts `spec` in force for the next Pay (`{}` clears). Throws TypeError naming the bad field. */
  set(spec: PaymentSpec): void;
  /** The change in force, or undefined. */
  current(): Required<PaymentSpec> | undefined;
  /** For Pay: the change in force, if any, which is then spent. */
  take(): Required<PaymentSpec> | undefined;
}

export function createPaymentSwitch(): PaymentSwitch {
  let active: Required<PaymentSpec> | undefined;
  return {
    set(spec) {
      active = toActive(spec);
    },
    current: () => (active ? { ...active } : undefined),
    take() {
      const taken = active;
      active = undefined;
      return taken;
    },
  };
}

/** An amount change such as '7', '-100' or '0.5': an optional minus, digits, at most 2 decimals. */
const SIGNED_DECIMAL = /^-?\d{1,16}(\.\d{1,2})?$/;

/** Checks an untrusted spec (e.g. a JSON body). Throws TypeError naming the bad field. */
function toActive(spec: unknown): Required<PaymentSpec> | undefined {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) throw new TypeError('a payment must be an object');
  const { amountDelta } = spec as Record<string, unknown>;
  if (amountDelta === undefined) return undefined;
  if (typeof amountDelta !== 'string' || !SIGNED_DECIMAL.test(amountDelta)) {
    throw new TypeError('amountDelta must be decimal text with at most 2 places, e.g. "-100" or "0.5"');
  }
  return { amountDelta };
}
