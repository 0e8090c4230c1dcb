import { formatKarachi } from '../../orgs/karachi-time.ts';

/** The simulator's 4-digit biller prefix; the leading zero keeps clients honest about ids being strings. */
export const SIMULATOR_BILLER_PREFIX = '0990';

/**
 * A PayProId as the gateway seems to build them (PROTOCOL.md "Create order", inferred from six ids): 14 digits =
 * biller prefix + `yy` + day of year `ddd` (Karachi time) + 5-digit daily `sequence` (from 1).
 * Example: prefix 0110, 25 Feb 2022, sequence 1 -> `01102205600001`.
 */
export function payProId(epochMs: number, sequence: number, prefix = SIMULATOR_BILLER_PREFIX): string {
  return `${prefix}${formatKarachi(epochMs, 'yyDDD')}${String(sequence).padStart(5, '0')}`;
}
