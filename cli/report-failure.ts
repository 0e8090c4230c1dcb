/**
 * How a failed command tells the person at the terminal what went wrong: expected failures (bad org
 * files, bad configuration, bad flags) as plain lines; anything else with its stack, because it is a bug.
 */

/** A mistake in how the command was called. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Errors whose message is meant for people as it is (no stack). */
const EXPECTED = new Set([
  'UsageError',
  'ConfigError',
  'OrgFileError',
  'BuildError',
  'NoLedgerError',
  'LedgerDatabaseError',
  'LedgerCommandError',
  'GatewayCheckFailed',
  'MetalPricesError',
  'ReceiptError',
]);

/** Writes `error` to stderr: one line per problem for errors that list problems (`lines()`). */
export function reportFailure(error: unknown): void {
  if (error instanceof Error && typeof (error as { lines?: unknown }).lines === 'function') {
    for (const line of (error as unknown as { lines(): string[] }).lines()) process.stderr.write(`${line}\n`);
    return;
  }
  if (error instanceof Error && EXPECTED.has(error.name)) {
    process.stderr.write(`${error.message}\n`);
    return;
  }
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
}
