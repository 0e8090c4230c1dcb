/**
 * The proxy's default record of unconfirmed orders is the file in FORMS_DATA_DIR, written before the
 * donor is answered; when it cannot be written, the donor's answer is unchanged and the order number
 * goes to the log at error level.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { createApp, type AppDeps } from '../../../proxy/app.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { PayProError } from '../../../proxy/paypro/index.ts';
import { createFileUnconfirmedOrderStore } from '../../../proxy/unconfirmed-orders/file-unconfirmed-order-store.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { fakePayPro } from '../helpers/fake-paypro.ts';
import { JHRTRUST_VALUES, TEST_ENV } from '../helpers/proxy-app.ts';
import { serve } from '../helpers/serve.ts';
import { testOrgs } from '../helpers/test-orgs.ts';

let orgs: Org[];
let dir = '';
test.before(async () => {
  orgs = await testOrgs();
});
test.before.each(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-unconfirmed-route-'));
});
test.after.each(() => rm(dir, { recursive: true, force: true }));

const timeout = () => new PayProError('gateway_timeout', 'create-order took over 15000 ms', { orderMayExist: true });

/** Sends one donation to a proxy whose create-order times out; `deps` may replace the record's store. */
async function donateIntoTimeout(deps: Partial<AppDeps> = {}) {
  const { logger, logs } = capturedLogger();
  const app = createApp({
    orgs,
    config: loadConfig({ ...TEST_ENV, FORMS_DATA_DIR: dir }, orgs),
    paypro: fakePayPro(timeout()),
    logger,
    newOrderNumber: () => 'JHR-42',
    now: () => new Date('2025-03-10T20:15:00Z'),
    ...deps,
  });
  const served = await serve(app.callback());
  try {
    const response = await fetch(`${served.origin}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/merchantform/jhrtrust', values: JHRTRUST_VALUES }),
    });
    return { status: response.status, body: (await response.json()) as { error: Record<string, unknown> }, logs };
  } finally {
    await served.close();
  }
}

test('by default the record is in FORMS_DATA_DIR by the time the donor is answered', async () => {
  const answer = await donateIntoTimeout();
  assert.equal([answer.status, answer.body.error.orderNumber], [504, 'JHR-42']);
  assert.equal(await createFileUnconfirmedOrderStore(dir).list(), [
    {
      orderNumber: 'JHR-42',
      org: 'jhrtrust',
      route: '/merchantform/jhrtrust',
      account: 'donation',
      reason: 'gateway_timeout',
      recordedAt: '2025-03-10T20:15:00.000Z',
    },
  ]);
});

test('a store that cannot write: the same answer for the donor, and the order number logged at error', async () => {
  const failing = { add: () => Promise.reject(new Error('ENOSPC: no space left on device')), list: async () => [] };
  const answer = await donateIntoTimeout({ unconfirmedOrders: failing });
  assert.equal([answer.status, answer.body.error.code, answer.body.error.orderNumber], [504, 'gateway_unavailable', 'JHR-42']);
  const line = answer.logs.find((entry) => entry.level === 50 && entry.orderNumber === 'JHR-42');
  assert.ok(line, 'an error line names the order');
  assert.match(String(line!.msg), 'check it at PayPro');
});

test.run();
