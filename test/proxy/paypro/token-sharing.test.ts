import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { CREDS, orderBody } from '../simulator/order-fixture.ts';
import { withSimulator } from '../simulator/start-simulator.ts';

test('ten sequential orders make one auth call', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    for (let n = 1; n <= 10; n += 1) {
      const result = await client.createOrder(CREDS, orderBody({ OrderNumber: `S-${n}` }));
      assert.is(result.ok, true);
    }
    assert.is(sim.stats.authCalls, 1);
    assert.is(sim.stats.createOrderCalls, 10);
  }));

test('fifty concurrent first orders make one auth call', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) => client.createOrder(CREDS, orderBody({ OrderNumber: `C-${n}` }))),
    );
    assert.ok(results.every((result) => result.ok));
    assert.is(sim.stats.authCalls, 1);
    assert.is(sim.orders.list().length, 50);
  }));

test('each merchant client id gets its own token', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    await client.createOrder(CREDS, orderBody({ OrderNumber: 'A' }));
    await client.createOrder({ ...CREDS, clientId: 'client-2' }, orderBody({ OrderNumber: 'B' }));
    await client.createOrder(CREDS, orderBody({ OrderNumber: 'C' }));
    assert.is(sim.stats.authCalls, 2);
  }));

test('after tokenTtlMs the client authenticates again before calling', () => {
  let clock = 0;
  return withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl, tokenTtlMs: 60_000, now: () => clock });
    await client.createOrder(CREDS, orderBody({ OrderNumber: 'E-1' }));
    clock = 59_999;
    await client.createOrder(CREDS, orderBody({ OrderNumber: 'E-2' }));
    assert.is(sim.stats.authCalls, 1);
    clock = 60_000;
    await client.createOrder(CREDS, orderBody({ OrderNumber: 'E-3' }));
    assert.is(sim.stats.authCalls, 2);
    assert.is(sim.stats.createOrderCalls, 3, 'no 401 round trip was needed');
  });
});

test.run();
