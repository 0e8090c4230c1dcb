/**
 * An order the ledger cannot record is never sent: the donor gets 503 `service_unavailable` in the
 * page's language (the ledger reports its own failure; the order routes word the answer), and PayPro
 * is not called.
 */
import { sql } from 'kysely';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LedgerUnavailableError, sendRecorded } from '../../../proxy/ledger/write-ahead.ts';
import { createInFlightOrders } from '../../../proxy/ledger/in-flight-orders.ts';
import { english, urdu } from '../../helpers/translators.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import type { Org } from '../../../orgs/types.ts';
import { accepted, type FakePayPro, fakePayPro, fakePayProWith, found, legacyAccepted } from '../helpers/fake-paypro.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';
import { GRID_VALUES, RENEWAL_BODY, startProxy } from '../helpers/proxy-app.ts';
import { memoryDatabase } from '../helpers/test-database.ts';

const ROUTE = '/merchantform/grid-three-currencies';

/** A proxy whose ledger has lost its orders table, so every write-ahead fails. */
async function proxyWithoutLedger(paypro: FakePayPro = fakePayPro(accepted('order-1')), orgs?: Org[]) {
  const proxy = await startProxy(paypro, orgs);
  await sql`DROP TABLE orders`.execute(proxy.database.db);
  return { paypro, proxy };
}

for (const [language, path, translator] of [
  ['English', '/api/orders', english],
  ['Urdu', '/api/orders?lang=ur', urdu],
] as const) {
  test(`503 in ${language} when the ledger cannot record the order; nothing is sent`, async () => {
    const { paypro, proxy } = await proxyWithoutLedger();
    try {
      const response = await proxy.post({ route: ROUTE, values: GRID_VALUES }, { path });
      assert.is(response.status, 503);
      assert.equal(await response.json(), {
        error: { code: 'service_unavailable', message: translator.t('api.ledgerUnavailable') },
      });
      assert.is(paypro.calls.length, 0);
    } finally {
      await proxy.close();
    }
  });
}

test('503 for a membership renewal the ledger cannot record', async () => {
  const paypro = fakePayProWith({ lookupConsumer: [found()], createLegacyOrder: [legacyAccepted()] });
  const { proxy } = await proxyWithoutLedger(paypro, await testOrgsWithMembership());
  try {
    const response = await proxy.post(RENEWAL_BODY, { path: '/api/membership/orders?lang=ur' });
    const body = (await response.json()) as { error: { code: string; message: string } };
    assert.equal([response.status, body.error.code, body.error.message], [503, 'service_unavailable', urdu.t('api.ledgerUnavailable')]);
    assert.is(paypro.legacyOrders.length, 0);
  } finally {
    await proxy.close();
  }
});

test('the ledger throws its own error, naming the order, with no HTTP answer in it', async () => {
  const database = await memoryDatabase();
  try {
    await sql`DROP TABLE orders`.execute(database.db);
    let sent = false;
    const failure = await sendRecorded(
      { ledger: database.ledger, inFlight: createInFlightOrders(), log: capturedLogger().logger },
      { orderNumber: 'order-9' } as Parameters<typeof sendRecorded>[1],
      async () => {
        sent = true;
      },
      () => ({ kind: 'rejected', status: '', description: '' }),
    ).catch((err: unknown) => err);
    assert.instance(failure, LedgerUnavailableError);
    assert.is((failure as LedgerUnavailableError).orderNumber, 'order-9');
    assert.not.ok('status' in (failure as object), 'no HTTP status');
    assert.not.ok(sent, 'nothing sent');
  } finally {
    await database.close();
  }
});

test.run();
