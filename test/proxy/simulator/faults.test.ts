import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createFakeTimers } from '../../helpers/fake-timers.ts';
import { createFaultSwitch } from '../../../proxy/simulator/faults.ts';
import { rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { withSimulator } from './start-simulator.ts';

const co = (baseUrl: string, token: string, number = 'F-1') =>
  rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody({ OrderNumber: number }) });

test('status03 answers 03 with the default or given description', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const token = await simToken(baseUrl);
    sim.faults.set({ mode: 'status03', times: 1 });
    assert.equal((await co(baseUrl, token)).json(), [{ Status: '03' }, { Description: 'No data available' }]);
    sim.faults.set({ mode: 'status03', description: 'Service down' });
    assert.equal((await co(baseUrl, token)).json(), [{ Status: '03' }, { Description: 'Service down' }]);
    assert.is(sim.orders.list().length, 0);
  }));

test('status01 answers 01', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const token = await simToken(baseUrl);
    sim.faults.set({ mode: 'status01' });
    assert.equal((await co(baseUrl, token)).json(), [{ Status: '01' }, { Description: 'Invalid Data' }]);
  }));

test('http401 answers 401 despite a valid token', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const token = await simToken(baseUrl);
    sim.faults.set({ mode: 'http401', times: 1 });
    assert.is((await co(baseUrl, token)).status, 401);
    assert.is((await co(baseUrl, token)).status, 200, 'times: 1 applies once');
  }));

test('http500 answers an IIS HTML page', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const token = await simToken(baseUrl);
    sim.faults.set({ mode: 'http500' });
    const answer = await co(baseUrl, token);
    assert.is(answer.status, 500);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    assert.match(answer.text, /500 - Internal server error/);
    assert.throws(() => answer.json());
  }));

test('slow holds the answer back by delayMs but still creates the order', () => {
  const clock = createFakeTimers();
  return withSimulator({ timers: clock }, async ({ baseUrl, sim }) => {
    const token = await simToken(baseUrl);
    sim.faults.set({ mode: 'slow', delayMs: 150 });
    let answered = false;
    const answer = co(baseUrl, token).finally(() => {
      answered = true;
    });
    await clock.untilWaiting();
    assert.is(sim.orders.list().length, 1, 'created before the answer is held back');
    await clock.advance(149);
    assert.not.ok(answered, 'held back');
    await clock.advance(1);
    assert.is((await answer).status, 200);
  });
});

test("on: 'auth' leaves co alone, and the default 'co' leaves auth alone", () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    sim.faults.set({ mode: 'http500', on: 'auth' });
    const auth = await rawRequest('POST', `${baseUrl}/v2/ppro/auth`, { body: { clientid: 'c', clientsecret: 's' } });
    assert.is(auth.status, 500);
    sim.faults.set({ mode: 'http500' });
    const token = await simToken(baseUrl);
    assert.is((await co(baseUrl, token)).status, 500);
    sim.faults.clear();
    assert.is((await co(baseUrl, token)).status, 200);
  }));

test("on: 'all' covers ggos too", () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const token = await simToken(baseUrl);
    sim.faults.set({ mode: 'status03', description: 'all down', on: 'all' });
    const answer = await rawRequest('GET', `${baseUrl}/v2/ppro/ggos`, { headers: { token }, body: { userName: 'm', cpayId: '1' } });
    assert.equal(answer.json(), [{ Status: '03' }, { Description: 'all down' }]);
  }));

test('POST /__sim/faults sets the switch; GET shows it; mode none clears it', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const set = await rawRequest('POST', `${baseUrl}/__sim/faults`, { body: { mode: 'http401', times: 2, on: 'all' } });
    assert.equal(set.json(), { fault: { mode: 'http401', delayMs: 20000, on: 'all', remaining: 2 } });
    assert.is(sim.faults.current()?.mode, 'http401');
    const shown = await rawRequest('GET', `${baseUrl}/__sim/faults`);
    assert.equal(shown.json(), set.json());
    const cleared = await rawRequest('POST', `${baseUrl}/__sim/faults`, { body: { mode: 'none' } });
    assert.equal(cleared.json(), { fault: null });
    assert.is(sim.faults.current(), undefined);
  }));

test('POST /__sim/faults refuses a bad spec with 400 and keeps the old one', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    sim.faults.set({ mode: 'status03' });
    for (const body of [
      { mode: 'explode' },
      { mode: 'slow', delayMs: -1 },
      { mode: 'http500', times: 0 },
      { mode: 'http500', on: 'ggoss' },
    ]) {
      const answer = await rawRequest('POST', `${baseUrl}/__sim/faults`, { body });
      assert.is(answer.status, 400);
      assert.is((answer.json() as { error: { code: string } }).error.code, 'invalid_fault');
    }
    assert.is(sim.faults.current()?.mode, 'status03');
  }));

test('faults.set throws on a bad spec; take counts down and then turns off', () => {
  const faults = createFaultSwitch();
  assert.throws(() => faults.set({ mode: 'slow', delayMs: 1.5 }), /delayMs/);
  faults.set({ mode: 'http500', times: 2, on: 'auth' });
  assert.is(faults.take('co'), undefined);
  assert.is(faults.take('auth')?.mode, 'http500');
  assert.is(faults.take('auth')?.mode, 'http500');
  assert.is(faults.take('auth'), undefined);
  assert.is(faults.current(), undefined);
});

test('GET /__sim/orders lists orders with merchant, status and the full request', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const token = await simToken(baseUrl);
    await co(baseUrl, token, 'L-1');
    const { orders } = (await rawRequest('GET', `${baseUrl}/__sim/orders`)).json() as { orders: Record<string, unknown>[] };
    assert.is(orders.length, 1);
    assert.is(orders[0]?.merchantId, 'demo_merchant');
    assert.is(orders[0]?.status, 'UNPAID');
    assert.equal(orders[0]?.request, orderBody({ OrderNumber: 'L-1' }));
  }));

test.run();
