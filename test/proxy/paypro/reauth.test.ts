import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { CREDS, orderBody } from '../simulator/order-fixture.ts';
import { withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';

test('one 401 on create-order: re-auth once, retry once, succeed', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    await client.createOrder(CREDS, orderBody({ OrderNumber: 'R-0' }));
    sim.faults.set({ mode: 'http401', times: 1 });
    const result = await client.createOrder(CREDS, orderBody({ OrderNumber: 'R-1' }));
    assert.is(result.ok, true);
    assert.is(sim.stats.authCalls, 2);
    assert.is(sim.stats.createOrderCalls, 3);
  }));

test('a token the gateway expired earlier than the client thought is replaced transparently', () => {
  let clock = 0;
  return withSimulator({ tokenTtlMs: 1_000, now: () => clock }, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl, tokenTtlMs: 600_000 });
    await client.createOrder(CREDS, orderBody({ OrderNumber: 'X-1' }));
    clock = 5_000;
    const result = await client.createOrder(CREDS, orderBody({ OrderNumber: 'X-2' }));
    assert.is(result.ok, true);
    assert.is(sim.stats.authCalls, 2);
    assert.is(sim.orders.list().length, 2);
  });
});

test('a 401 after re-auth is gateway_unauthorized, with no third attempt', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    sim.faults.set({ mode: 'http401', times: 5 });
    const err = await expectPayProError(createPayProClient({ baseUrl }).createOrder(CREDS, orderBody()));
    assert.is(err.code, 'gateway_unauthorized');
    assert.is(err.httpStatus, 401);
    assert.is(err.orderMayExist, false);
    assert.is(sim.stats.authCalls, 2);
    assert.is(sim.stats.createOrderCalls, 2);
    assert.is(sim.orders.list().length, 0);
  }));

test('concurrent 401s with the same stale token share one re-auth', () => {
  let clock = 0;
  return withSimulator({ tokenTtlMs: 1_000, now: () => clock }, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    await client.createOrder(CREDS, orderBody({ OrderNumber: 'W-0' }));
    clock = 5_000;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => client.createOrder(CREDS, orderBody({ OrderNumber: `W-${n + 1}` }))),
    );
    assert.ok(results.every((result) => result.ok));
    assert.is(sim.stats.authCalls, 2);
  });
});

test('order status also re-authenticates once on 401, and gives up on the second', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    const created = await client.createOrder(CREDS, orderBody());
    assert.ok(created.ok);
    sim.faults.set({ mode: 'http401', on: 'ggos', times: 1 });
    const status = await client.orderStatus(CREDS, created.ok ? created.payProId : '');
    assert.is(status.orderStatus, 'UNPAID');
    assert.is(sim.stats.authCalls, 2);
    sim.faults.set({ mode: 'http401', on: 'ggos' });
    const err = await expectPayProError(client.orderStatus(CREDS, created.ok ? created.payProId : ''));
    assert.is(err.code, 'gateway_unauthorized');
  }));

test.run();
