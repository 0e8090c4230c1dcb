/**
 * A repeated request whose first run died with its process is answered from the order that run left
 * (`answerOfOrder` through the idempotency store's `abandoned`), in the language of the repeated
 * request's address: Urdu for `?lang=ur`, English without `lang`. The dead run is staged in the
 * proxy's database: the order is put back to `pending` and its key to `running` with a lease long past.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { english, urdu } from '../../helpers/translators.ts';
import type { Translator } from '../../../orgs/i18n/translator.ts';
import { accepted, fakePayPro } from '../helpers/fake-paypro.ts';
import { GRID_VALUES, startProxy } from '../helpers/proxy-app.ts';
import { postWithKey } from './helpers/idempotent-post.ts';

const ORDER = { route: '/merchantform/grid-three-currencies', values: GRID_VALUES };
const KEY = 'abandoned-key-0001';

/** The answer to the repeat, at `path`, of a request whose run died after writing its order. */
async function repeatOfDeadRun(path: string) {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro);
  try {
    assert.is((await postWithKey(proxy.origin, '/api/orders', ORDER, KEY)).status, 200);
    const { db } = proxy.database;
    await db.updateTable('orders').set({ state: 'pending', redirect_url: null }).where('order_number', '=', 'order-1').execute();
    await db
      .updateTable('idempotency_keys')
      .set({ state: 'running', claimed_until: '2000-01-01T00:00:00.000Z', status: null, body: null })
      .where('request_key', '=', `/api/orders ${KEY}`)
      .execute();
    const answer = await postWithKey(proxy.origin, path, ORDER, KEY);
    return { answer, calls: paypro.calls.length, state: (await proxy.database.ledger.find('order-1'))?.state };
  } finally {
    await proxy.close();
  }
}

/** The outcome-unknown answer for order-1 in `translator`'s language. */
function outcomeUnknown(translator: Translator) {
  const message = translator.t('api.gatewayOutcomeUnknown', { orderNumber: 'order-1' });
  return { error: { code: 'gateway_unavailable', message, orderNumber: 'order-1', orderMayExist: true } };
}

test('the answer rebuilt for a repeat from an Urdu page is in Urdu, and no second order is made', async () => {
  const { answer, calls, state } = await repeatOfDeadRun('/api/orders?lang=ur');
  assert.equal([answer.status, answer.replayed], [503, 'true']);
  assert.equal(answer.body, outcomeUnknown(urdu));
  assert.is(calls, 1);
  assert.is(state, 'unknown');
});

test('the same repeat without lang is answered in English', async () => {
  const { answer } = await repeatOfDeadRun('/api/orders');
  assert.is(answer.status, 503);
  assert.equal(answer.body, outcomeUnknown(english));
  assert.is.not(urdu.t('api.gatewayOutcomeUnknown', { orderNumber: 'x' }), english.t('api.gatewayOutcomeUnknown', { orderNumber: 'x' }));
});

test.run();
