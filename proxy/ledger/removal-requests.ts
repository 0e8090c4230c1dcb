/**
 * The account removal requests in the ledger's database (see `../removal-requests/removal-request-store.ts`
 * for what each call means). A link's token is kept only as its SHA-256, so the database cannot confirm
 * anything by itself; spending a link is one conditional update, so a link works once even when two
 * clicks race on two proxies. A `language` the proxy does not know (written by a later version) reads
 * as English.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../orgs/i18n/languages.ts';
import type { RemovalConfirmation, RemovalRequestStore } from '../removal-requests/removal-request-store.ts';
import type { LedgerTables } from './tables.ts';

/** `stored` (a `language` column) as a language of the forms; anything else is English. */
const languageOf = (stored: string): Language => (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);

/** The store over the `removal_requests` table of `db` (migrated). */
export function createRemovalRequestStore(db: Kysely<LedgerTables>): RemovalRequestStore {
  return {
    async add(request, link) {
      await db
        .insertInto('removal_requests')
        .values({
          id: request.id,
          route: request.route,
          email: request.email,
          received_at: request.receivedAt,
          token_hash: link?.tokenHash ?? null,
          link_expires_at: link?.expiresAt ?? null,
          verified_at: null,
          language: request.language,
        })
        .execute();
    },
    async withdrawLink(id) {
      await db.updateTable('removal_requests').set({ token_hash: null, link_expires_at: null }).where('id', '=', id).execute();
    },
    async openLink(tokenHash, at) {
      const row = await db
        .selectFrom('removal_requests')
        .select(['language', 'route'])
        .where('token_hash', '=', tokenHash)
        .where('verified', '=', 0)
        .where('link_expires_at', '>', at.toISOString())
        .executeTakeFirst();
      return row && { route: row.route, language: languageOf(row.language) };
    },
    async confirm(tokenHash, at) {
      const row = await db
        .updateTable('removal_requests')
        .set({ verified: 1, verified_at: at.toISOString(), token_hash: null })
        .where('token_hash', '=', tokenHash)
        .where('verified', '=', 0)
        .where('link_expires_at', '>', at.toISOString())
        .returning(['language', 'route'])
        .executeTakeFirst();
      return row && { route: row.route, language: languageOf(row.language) };
    },
    async list(now) {
      const rows = await db.selectFrom('removal_requests').selectAll().orderBy('received_at').orderBy('id').execute();
      const confirmationOf = (row: (typeof rows)[number]): RemovalConfirmation => {
        if (row.verified === 1) return 'verified';
        if (row.link_expires_at === null) return 'unverified';
        return row.link_expires_at > now.toISOString() ? 'awaiting' : 'expired';
      };
      return rows.map((row) => ({
        id: row.id,
        route: row.route,
        email: row.email,
        receivedAt: row.received_at,
        language: languageOf(row.language),
        confirmation: confirmationOf(row),
      }));
    },
  };
}
