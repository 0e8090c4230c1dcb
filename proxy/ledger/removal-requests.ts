/**
 * The account removal requests in the ledger's database. A request is stored unverified: it counts
 * only once the address's owner confirms it (see DESIGN's decision in the README); until then
 * `forms removal-requests` shows it as unverified.
 */
import type { Kysely } from 'kysely';
import type { RemovalRequestStore } from '../removal-requests/removal-request-store.ts';
import type { LedgerTables } from './tables.ts';

export function createRemovalRequestStore(db: Kysely<LedgerTables>): RemovalRequestStore {
  return {
    async add(request) {
      await db
        .insertInto('removal_requests')
        .values({ id: request.id, route: request.route, email: request.email, received_at: request.receivedAt })
        .execute();
    },
    async list() {
      const rows = await db.selectFrom('removal_requests').selectAll().orderBy('received_at').orderBy('id').execute();
      return rows.map((row) => ({
        id: row.id,
        route: row.route,
        email: row.email,
        receivedAt: row.received_at,
        verified: row.verified === 1,
      }));
    },
  };
}
