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

test('an auth answer without a token is gateway_unauthorized naming its status, and is not cached', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    sim.faults.set({ mode: 'status01', on: 'auth', times: 1, description: 'Invalid Data. Bad client' });
    const err = await expectPayProError(client.createOrder(CREDS, orderBody()));
    assert.is(err.code, 'gateway_unauthorized');
    assert.is(err.orderMayExist, false);
    assert.match(err.message, 'its answer is status 01 (Invalid Data. Bad client) without a token header');
    assert.is(sim.stats.createOrderCalls, 0);
    assert.is((await client.createOrder(CREDS, orderBody())).ok, true);
    assert.is(sim.stats.authCalls, 2);
  }));

test('an empty client secret is refused by the simulator (no token)', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const client = createPayProClient({ baseUrl });
    const err = await expectPayProError(client.createOrder({ ...CREDS, clientSecret: '' }, orderBody()));
    assert.is(err.code, 'gateway_unauthorized');
  }));

test('live\'s answer, the JSON string "Authorized" with the token header, is success; every v2 call then sends the token', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    for (const variant of ['authorized', 'envelope'] as const) {
      sim.answers.set({ auth: variant });
      const client = createPayProClient({ baseUrl });
      const number = `T-${variant}`;
      const created = await client.createOrder(CREDS, orderBody({ OrderNumber: number }));
      if (!created.ok) return assert.unreachable('rejected');
      // The simulator answers 401 to any v2 call without a live token, and the client gives up after one re-auth.
      assert.is((await client.orderStatus(CREDS, created.payProId)).orderStatus, 'UNPAID');
      assert.is((await client.orderStatusByNumber(CREDS, number)).orderStatus, 'UNPAID');
      assert.is((await client.markOrdersBlocked(CREDS, [number])).status, '00');
    }
    assert.is(sim.stats.authCalls, 2, 'one auth per client: no call was refused for want of the token');
  }));

test('no token: "InValid Keys", "Authorized" without the header, anything else: gateway_unauthorized saying which', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const creds = { ...CREDS, clientSecret: 'secret-never-quoted' };
    const refusal = async () => expectPayProError(createPayProClient({ baseUrl }).createOrder(creds, orderBody()));
    sim.answers.set({ auth: 'invalid-keys' });
    const invalid = await refusal();
    assert.equal([invalid.code, invalid.httpStatus], ['gateway_unauthorized', 200]);
    assert.match(
      invalid.message,
      'PayPro gave no token at auth (HTTP 200): its answer says "InValid Keys": the client id or client secret is wrong',
    );
    sim.answers.set({ auth: 'no-token-header' });
    const headerless = await refusal();
    assert.equal(
      [headerless.code, headerless.message],
      ['gateway_unauthorized', 'PayPro gave no token at auth (HTTP 200): its answer says "Authorized" but carries no token header'],
    );
    assert.is(sim.stats.createOrderCalls, 0);
    for (const err of [invalid, headerless]) assert.not.match(err.message, 'secret-never-quoted');
    const { fetch } = fakeFetch(
      () => new Response(`<html>client secret-never-quoted</html>`, { headers: { 'content-type': 'text/html' } }),
    );
    const page = await expectPayProError(createPayProClient({ baseUrl: 'https://gw.example', fetch }).createOrder(creds, orderBody()));
    assert.is(page.code, 'gateway_unauthorized');
    assert.match(page.message, 'its answer (39 bytes, text/html) carries no token header');
    assert.not.match(page.message, 'secret-never-quoted');
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
