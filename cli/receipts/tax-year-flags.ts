/** The `--org` and `--tax-year` flags of the commands over one org's tax year, checked before the ledger is opened. */
import { isTaxYear } from '../../proxy/receipts/tax-year.ts';
import { UsageError } from '../report-failure.ts';

/** Throws UsageError for a `--tax-year` that is not a tax year's name ('2026-27'), saying how to write one. */
export function checkTaxYear(taxYear: string): void {
  if (!isTaxYear(taxYear)) {
    throw new UsageError(`--tax-year is "${taxYear}", which is not a tax year; write it as 2026-27 (1 July 2026 to 30 June 2027).`);
  }
}

/** The UsageError for an org the ledger holds no order of: most likely a mistyped id. */
export function unknownOrgError(org: string): UsageError {
  return new UsageError(`The ledger holds no order of org "${org}"; check the id (\`forms list\` shows each route's org).`);
}
