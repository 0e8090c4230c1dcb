import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { CREDS, orderBody } from '../simulator/order-fixture.ts';
import { withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';
import { fakeFetch, json } from './fake-fetch.ts';

const ACCEPTED = [{ Status: '00' }, { Click2Pay: 'https://marketplace.paypro.com.pk/pyb?bid=x', PayProId: '01', OrderNumber: 'ORD-1' }];

test('sends {clientid, clientsecret} and uses the token from the header on create-order', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    const result = await client.createOrder(CREDS, orderBody());
    assert.is(result.ok, true);
    assert.is(sim.stats.authCalls, 1);
  }));

test('reads a header spelled Token (live) and sends it as token', async () => {
  const { fetch, calls } = fakeFetch((call) =>
    call.url.endsWith('/auth') ? json([{ Status: '00' }], { headers: { Token: 'live-token' } }) : json(ACCEPTED),
  );
  const client = createPayProClient({ baseUrl: 'https://gw.example/', fetch });
  await client.createOrder(CREDS, orderBody());
  assert.is(calls[0]?.url, 'https://gw.example/v2/ppro/auth');
  assert.equal(JSON.parse(calls[0]?.body ?? ''), { clientid: 'client-1', clientsecret: 'secret-1' });
  assert.is(calls[1]?.url, 'https://gw.example/v2/ppro/co');
  assert.is(calls[1]?.headers.token, 'live-token');
});

test('falls back to a token field in the body only when the header is absent', async () => {
  const bodies = [{ token: 'from-object' }, [{ Status: '00', token: 'from-array' }]];
  for (const body of bodies) {
    const { fetch, calls } = fakeFetch((call) => (call.url.endsWith('/auth') ? json(body) : json(ACCEPTED)));
    await createPayProClient({ baseUrl: 'https://gw.example', fetch }).createOrder(CREDS, orderBody());
    assert.is(calls[1]?.headers.token, Array.isArray(body) ? 'from-array' : 'from-object');
  }
  const { fetch, calls } = fakeFetch((call) =>
    call.url.endsWith('/auth') ? json({ token: 'body' }, { headers: { token: 'header' } }) : json(ACCEPTED),
  );
  await createPayProClient({ baseUrl: 'https://gw.example', fetch }).createOrder(CREDS, orderBody());
  assert.is(calls[1]?.headers.token, 'header');
});

test('an auth answer without a token is gateway_bad_response, and is not cached', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    sim.faults.set({ mode: 'status01', on: 'auth', times: 1, description: 'Invalid Data. Bad client' });
    const err = await expectPayProError(client.createOrder(CREDS, orderBody()));
    assert.is(err.code, 'gateway_bad_response');
    assert.is(err.orderMayExist, false);
    assert.match(err.message, /Invalid Data\. Bad client/);
    assert.is(sim.stats.createOrderCalls, 0);
    assert.is((await client.createOrder(CREDS, orderBody())).ok, true);
    assert.is(sim.stats.authCalls, 2);
  }));

test('an empty client secret is refused by the simulator (no token)', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const client = createPayProClient({ baseUrl });
    const err = await expectPayProError(client.createOrder({ ...CREDS, clientSecret: '' }, orderBody()));
    assert.is(err.code, 'gateway_bad_response');
  }));

test('auth answered 401 or 403 is gateway_unauthorized', async () => {
  for (const status of [401, 403]) {
    const { fetch, calls } = fakeFetch(() => json({ Message: 'denied' }, { status }));
    const err = await expectPayProError(createPayProClient({ baseUrl: 'https://gw.example', fetch }).createOrder(CREDS, orderBody()));
    assert.is(err.code, 'gateway_unauthorized');
    assert.is(err.httpStatus, status);
    assert.is(calls.length, 1, 'create-order is not attempted');
  }
});

test('auth answered with the IIS 500 page is gateway_bad_response with httpStatus 500', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    sim.faults.set({ mode: 'http500', on: 'auth' });
    const err = await expectPayProError(createPayProClient({ baseUrl }).createOrder(CREDS, orderBody()));
    assert.is(err.code, 'gateway_bad_response');
    assert.is(err.httpStatus, 500);
    assert.is(err.orderMayExist, false);
    assert.is(sim.stats.createOrderCalls, 0);
  }));

test.run();
