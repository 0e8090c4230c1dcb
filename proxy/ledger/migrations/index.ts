/**
 * Every migration of the ledger, by name; names sort in the order they run. Add a new one as the next
 * numbered file and list it here; never change one that has shipped.
 */
import type { Migration, MigrationProvider } from 'kysely';
import { ledgerMigration } from './001-ledger.ts';
import { removalConfirmationMigration } from './002-removal-confirmation.ts';
import { removalLanguageMigration } from './003-removal-language.ts';
import { checkFirstMigration } from './004-check-first.ts';
import { amountCheckMigration } from './005-amount-check.ts';
import { receiptsMigration } from './006-receipts.ts';

const MIGRATIONS: Record<string, Migration> = {
  '001-ledger': ledgerMigration,
  '002-removal-confirmation': removalConfirmationMigration,
  '003-removal-language': removalLanguageMigration,
  '004-check-first': checkFirstMigration,
  '005-amount-check': amountCheckMigration,
  '006-receipts': receiptsMigration,
};

/** Every migration's name, in the order they run (Kysely sorts them by name). */
export const LEDGER_MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS).sort();

/** The provider Kysely's Migrator reads. */
export const ledgerMigrations: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
