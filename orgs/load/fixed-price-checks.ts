/**
 * Checks of a fixed price that the JSON Schema cannot express: at most two decimal places, as PayPro
 * takes amounts (PROTOCOL.md "Create order", decimal(18,2)). ajv's `multipleOf: 0.01` would misjudge binary
 * fractions such as 19.99, so the check is done here.
 */
import type { FixedPriceDef } from '../types.ts';
import { childPath, type Finding } from './finding.ts';

/** Findings for the price at `path` (e.g. `/forms/0/fee`). */
export function checkFixedPrice(price: FixedPriceDef, path: string): Finding[] {
  const cents = price.amount * 100;
  if (Math.abs(cents - Math.round(cents)) < 1e-6) return [];
  return [{ path: childPath(path, 'amount'), message: `is ${price.amount}; use at most two decimal places, e.g. 19.99` }];
}
