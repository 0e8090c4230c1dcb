import { createServer } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { CREDS, orderBody } from '../simulator/order-fixture.ts';
import { closeServer, listen } from '../simulator/start-simulator.ts';
import { timedOut, withClocks } from './slow-gateway.ts';
import { expectPayProError } from './expect-error.ts';

test('a create-order slower than timeoutMs is gateway_timeout, orderMayExist, and never resent', () =>
  withClocks({}, async (clocks, { baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl, timeoutMs: 100, timers: clocks.client });
    sim.faults.set({ mode: 'slow', delayMs: 400 });
    const outcome = expectPayProError(client.createOrder(CREDS, orderBody()));
    await clocks.sim.untilWaiting();
    await clocks.client.advance(99);
    assert.is(sim.stats.createOrderCalls, 1);
    await clocks.client.advance(1);
    const err = await outcome;
    assert.is(err.code, 'gateway_timeout');
    assert.is(err.orderMayExist, true);
    assert.is(sim.stats.createOrderCalls, 1);
    assert.is(sim.orders.list().length, 1, 'the gateway did create it: the outcome really is ambiguous');
    await clocks.sim.advance(400);
    await clocks.client.advance(10_000);
    assert.is(sim.stats.createOrderCalls, 1);
  }));

test('a create-order slower than usual but within timeoutMs succeeds', () =>
  withClocks({}, async (clocks, { baseUrl, sim }) => {
    sim.faults.set({ mode: 'slow', delayMs: 50 });
    const result = createPayProClient({ baseUrl, timeoutMs: 1_000, timers: clocks.client }).createOrder(CREDS, orderBody());
    await clocks.sim.untilWaiting();
    await clocks.client.advance(999);
    await clocks.sim.advance(50);
    assert.is((await result).ok, true);
  }));

test('a slow auth is gateway_timeout without orderMayExist, and create-order is not sent', () =>
  withClocks({}, async (clocks, { baseUrl, sim }) => {
    sim.faults.set({ mode: 'slow', delayMs: 300, on: 'auth' });
    const client = createPayProClient({ baseUrl, timeoutMs: 80, timers: clocks.client });
    const err = await timedOut(clocks, client.createOrder(CREDS, orderBody()), 80);
    assert.is(err.code, 'gateway_timeout');
    assert.is(err.orderMayExist, false);
    assert.is(sim.stats.createOrderCalls, 0);
  }));

test('a slow order status is gateway_timeout', () =>
  withClocks({}, async (clocks, { baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl, timeoutMs: 80, timers: clocks.client });
    const created = await client.createOrder(CREDS, orderBody());
    sim.faults.set({ mode: 'slow', delayMs: 300, on: 'ggos' });
    const err = await timedOut(clocks, client.orderStatus(CREDS, created.ok ? created.payProId : ''), 80);
    assert.is(err.code, 'gateway_timeout');
    assert.is(err.orderMayExist, false);
  }));

test('a refused connection is gateway_unreachable; nothing was sent, so no order can exist', async () => {
  const server = createServer();
  const baseUrl = await listen(server);
  await closeServer(server);
  const client = createPayProClient({ baseUrl });
  const err = await expectPayProError(client.createOrder(CREDS, orderBody()));
  assert.is(err.code, 'gateway_unreachable');
  assert.is(err.orderMayExist, false);
  const statusErr = await expectPayProError(client.orderStatus(CREDS, '01102205600001'));
  assert.is(statusErr.code, 'gateway_unreachable');
});

test('a connection dropped after create-order was sent is gateway_unreachable with orderMayExist', async () => {
  let coRequests = 0;
  const server = createServer((req, res) => {
    if (req.url?.endsWith('/auth')) return res.writeHead(200, { token: 't' }).end('[{"Status":"00"}]');
    coRequests += 1;
    req.resume();
    req.on('end', () => req.socket.destroy());
  });
  const baseUrl = await listen(server);
  try {
    const err = await expectPayProError(createPayProClient({ baseUrl }).createOrder(CREDS, orderBody()));
    assert.is(err.code, 'gateway_unreachable');
    assert.is(err.orderMayExist, true);
    assert.is(coRequests, 1);
  } finally {
    await closeServer(server);
  }
});

test.run();
