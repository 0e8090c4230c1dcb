/**
 * Where the proxy keeps what it must not lose (the SQLite ledger, unless DATABASE_URL names PostgreSQL):
 * `FORMS_DATA_DIR`; else, under systemd, the unit's state folder (`StateDirectory=forms` sets
 * `STATE_DIRECTORY=/var/lib/forms`, https://www.freedesktop.org/software/systemd/man/latest/systemd.exec.html#RuntimeDirectory=);
 * else `var/` in the working directory (git-ignored). An empty value counts as unset, as `.env` files
 * often leave them, so an environment file's `FORMS_DATA_DIR=` cannot send the ledger to a folder the
 * service's sandbox makes read-only.
 */
import { resolve } from 'node:path';

/** The default data folder, relative to the working directory. */
export const DEFAULT_DATA_DIR = 'var';

/**
 * The absolute data folder for `env`, resolved against the working directory. STATE_DIRECTORY may list
 * several folders separated by colons (a unit with several); the first is the ledger's.
 */
export function dataDirOf(env: Record<string, string | undefined>): string {
  const stateDirectory = env.STATE_DIRECTORY?.split(':')[0]?.trim();
  return resolve(env.FORMS_DATA_DIR?.trim() || stateDirectory || DEFAULT_DATA_DIR);
}
