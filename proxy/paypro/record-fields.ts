/**
 * Readers for the loosely specified legacy answers (paypro.md §8: /cpay/gcd is unverified). The
 * gateway runs ASP.NET, whose JSON keys integrators see in varying case (paypro.md §6.1), so keys are
 * matched ignoring case, and a number where text is expected is taken as its decimal text.
 */
import { isRecord } from '../../orgs/is-record.ts';

/** The value of key `name` (any case) as text: strings trimmed, finite numbers as decimals; else undefined. */
export function textField(record: Record<string, unknown>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(record)) {
    if (key.toLowerCase() !== wanted) continue;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

/** The first Description among `elements` (element 0, where the spec reads it for gcd, then the rest). */
export function descriptionIn(elements: readonly unknown[]): string | undefined {
  for (const element of elements) {
    const description = isRecord(element) ? textField(element, 'Description') : undefined;
    if (description) return description;
  }
  return undefined;
}
