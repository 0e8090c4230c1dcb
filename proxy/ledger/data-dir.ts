/**
 * Where the proxy keeps what it must not lose (the SQLite ledger, unless DATABASE_URL names PostgreSQL):
 * `FORMS_DATA_DIR`, or `var/` in the working directory (git-ignored). An empty value counts as unset, as `.env` files often
 * leave them.
 */
import { resolve } from 'node:path';

/** The default data folder, relative to the working directory. */
export const DEFAULT_DATA_DIR = 'var';

/** The absolute data folder for `env`, resolved against the working directory. */
export function dataDirOf(env: Record<string, string | undefined>): string {
  return resolve(env.FORMS_DATA_DIR?.trim() || DEFAULT_DATA_DIR);
}
