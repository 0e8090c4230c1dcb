/**
 * Checks of an org file's `receipts` block that the schema cannot make: the approval's dates are real
 * days in order (an error), and a warning while today is outside them, since receipts then leave out
 * the tax-credit sentence (a donor would otherwise file a receipt that claims nothing).
 */
import { formatKarachi, karachiDay } from '../karachi-time.ts';
import type { Org } from '../types.ts';
import type { Finding } from './finding.ts';

const STATUS = '/receipts/taxStatus';

/** Errors of `org.receipts.taxStatus`: a date that is no calendar day, or a last day before the first. */
export function receiptsFindings(org: Org): Finding[] {
  const status = org.receipts?.taxStatus;
  if (!status) return [];
  const findings: Finding[] = [];
  for (const key of ['validFrom', 'validUntil'] as const) {
    if (!karachiDay(status[key], 'yyyy-MM-dd'))
      findings.push({ path: `${STATUS}/${key}`, message: `is '${status[key]}', which is not a calendar day` });
  }
  if (findings.length === 0 && status.validUntil < status.validFrom) {
    findings.push({
      path: `${STATUS}/validUntil`,
      message: `is before validFrom (${status.validFrom}); the approval's last day comes after its first`,
    });
  }
  return findings;
}

/** A warning when `now` (its Karachi day) is outside the approval's days: new receipts carry no tax-credit sentence. */
export function receiptsWarnings(org: Org, now: Date): Finding[] {
  const status = org.receipts?.taxStatus;
  if (!status) return [];
  const today = formatKarachi(now, 'yyyy-MM-dd');
  if (today >= status.validFrom && today <= status.validUntil) return [];
  const when = today < status.validFrom ? `begins on ${status.validFrom}` : `ended on ${status.validUntil}`;
  return [
    {
      path: STATUS,
      message: `the approval ${when}, so receipts issued today leave out the tax-credit sentence; update taxStatus when it is renewed`,
    },
  ];
}
