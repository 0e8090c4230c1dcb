/**
 * Why a `forms ledger` command refused or found the ledger wanting, in words for the operator (printed
 * without a stack; exit 1). Nothing was changed when it is thrown, unless its message says otherwise.
 */
export class LedgerCommandError extends Error {
  override name = 'LedgerCommandError';
}

/** The refusal of `forms ledger backup|restore` on a PostgreSQL ledger, with the command to use instead. */
export function postgresRefusal(command: 'backup' | 'restore'): LedgerCommandError {
  const instead =
    command === 'backup'
      ? 'pg_dump -Fc --dbname "$DATABASE_URL" --file ledger-$(date +%F).dump'
      : 'pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ledger-<day>.dump';
  return new LedgerCommandError(
    `DATABASE_URL is set, so the ledger is in PostgreSQL, which forms ledger ${command} does not handle: use ${instead} ` +
      '(see "Backing up and restoring the ledger" in proxy/OPERATIONS.md).',
  );
}
