/**
 * Readers for the loosely specified answers: the legacy calls and the order status calls
 * (proxy/paypro/PROTOCOL.md#consumer-lookup, #status-answer). The gateway runs ASP.NET, whose JSON
 * keys integrators see in varying case, so keys are matched ignoring case, and a number where text is
 * expected is taken as its decimal text.
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

/**
 * The value of key `name` (any case) as plain decimal text, e.g. 15508.5000 (a JSON number) -> '15508.5',
 * '15509.00' -> '15509.00' (text is kept as sent). Undefined when absent, null, or not a non-negative
 * decimal (no sign, exponent or grouping), so a caller comparing amounts never reads a guess.
 */
export function decimalField(record: Record<string, unknown>, name: string): string | undefined {
  const text = textField(record, name);
  return text !== undefined && /^\d+(\.\d+)?$/.test(text) ? text : undefined;
}

/** Whether key `name` (any case) is there with a value: not null, and not text that is empty or only spaces. */
export function hasField(record: Record<string, unknown>, name: string): boolean {
  const wanted = name.toLowerCase();
  return Object.entries(record).some(
    ([key, value]) => key.toLowerCase() === wanted && value !== null && !(typeof value === 'string' && value.trim() === ''),
  );
}

/** Longest Description passed on, in characters (code points): it reaches donors, logs and the ledger. */
export const DESCRIPTION_MAX = 300;

/** `text` cut to DESCRIPTION_MAX characters (never splitting a surrogate pair); undefined stays undefined. */
export function shortDescription(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const chars = Array.from(text);
  return chars.length <= DESCRIPTION_MAX ? text : chars.slice(0, DESCRIPTION_MAX).join('');
}

/** The first Description among `elements` (element 0, where the spec reads it for gcd, then the rest), cut to DESCRIPTION_MAX. */
export function descriptionIn(elements: readonly unknown[]): string | undefined {
  for (const element of elements) {
    const description = isRecord(element) ? textField(element, 'Description') : undefined;
    if (description) return shortDescription(description);
  }
  return undefined;
}
