/**
 * The removal requests in the ledger on SQLite and on PostgreSQL: migration 003 adds each request's
 * language, requests recorded before it read as English; a request keeps the language it was made in,
 * and its open link and its confirmation name that language; a language the proxy does not know reads as
 * English.
 */
import { Migrator, sql } from 'kysely';
import * as assert from 'uvu/assert';
import { ledgerMigrations } from '../../../proxy/ledger/migrations/index.ts';
import { createRemovalRequestStore } from '../../../proxy/ledger/removal-requests.ts';
import { bothDatabases } from './helpers/both-databases.ts';

const ROUTE = '/platform-pages/account-removal';
const NOW = new Date('2025-03-10T20:15:00.000Z');
const LINK = { tokenHash: 'a'.repeat(64), expiresAt: '2025-03-11T20:15:00.000Z' };

bothDatabases('removal requests', (test, fresh, _dialect, blank) => {
  test('migration 003 adds the language column: a request recorded before it reads as English, one after keeps its own', async () => {
    const db = await blank();
    const migrator = new Migrator({ db, provider: ledgerMigrations });
    assert.not.ok((await migrator.migrateTo('002-removal-confirmation')).error);
    await sql`insert into removal_requests (id, route, email, received_at, token_hash, link_expires_at)
      values ('old', ${ROUTE}, 'old@example.org', '2025-03-09T10:00:00.000Z', ${LINK.tokenHash}, ${LINK.expiresAt})`.execute(db);
    const { error, results } = await migrator.migrateTo('003-removal-language');
    assert.not.ok(error);
    assert.equal(
      results?.map((result) => [result.migrationName, result.status]),
      [['003-removal-language', 'Success']],
    );

    const store = createRemovalRequestStore(db);
    await store.add({ id: 'new', route: ROUTE, email: 'new@example.org', receivedAt: NOW.toISOString(), language: 'ur' });
    assert.equal(
      (await store.list(NOW)).map(({ id, language }) => [id, language]),
      [
        ['old', 'en'],
        ['new', 'ur'],
      ],
    );
    assert.equal(
      await store.openLink(LINK.tokenHash, NOW),
      { route: ROUTE, language: 'en' },
      "the old request's link is still open, in English",
    );
  });

  test('an open link and its confirmation name the language and page of their request; an unknown or used link names none', async () => {
    const store = createRemovalRequestStore((await fresh()).db);
    await store.add({ id: 'r1', route: ROUTE, email: 'urdu@example.org', receivedAt: NOW.toISOString(), language: 'ur' }, LINK);
    assert.is(await store.openLink('b'.repeat(64), NOW), undefined);
    assert.is(await store.confirm('b'.repeat(64), NOW), undefined);
    assert.equal(await store.openLink(LINK.tokenHash, NOW), { route: ROUTE, language: 'ur' });
    assert.equal(await store.confirm(LINK.tokenHash, NOW), { route: ROUTE, language: 'ur' });
    assert.is(await store.confirm(LINK.tokenHash, NOW), undefined, 'the link works once');
    assert.is(await store.openLink(LINK.tokenHash, NOW), undefined);
    assert.equal(
      (await store.list(NOW)).map(({ language, confirmation }) => [language, confirmation]),
      [['ur', 'verified']],
    );
  });

  test('a language the proxy does not know (a later version wrote it) reads as English', async () => {
    const { db } = await fresh();
    const store = createRemovalRequestStore(db);
    await store.add({ id: 'r1', route: ROUTE, email: 'later@example.org', receivedAt: NOW.toISOString(), language: 'ur' }, LINK);
    await db.updateTable('removal_requests').set({ language: 'xx' }).execute();
    assert.equal(
      (await store.list(NOW)).map(({ language }) => language),
      ['en'],
    );
    assert.is((await store.openLink(LINK.tokenHash, NOW))?.language, 'en');
    assert.is((await store.confirm(LINK.tokenHash, NOW))?.language, 'en');
  });
});
