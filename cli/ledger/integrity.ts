/**
 * SQLite's own check of a ledger file: `PRAGMA integrity_check`, which reads every page, index and
 * constraint and answers 'ok' or up to 100 lines naming what is wrong (https://sqlite.org/pragma.html#pragma_integrity_check).
 */
import { type Kysely, sql } from 'kysely';

/** The problems `PRAGMA integrity_check` names in the SQLite database `db`; [] when it answers 'ok'. Throws the driver's error (a file that is no database). */
export async function integrityProblems<T>(db: Kysely<T>): Promise<string[]> {
  const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
  const lines = rows.map((row) => row.integrity_check);
  return lines.length === 1 && lines[0] === 'ok' ? [] : lines;
}
