/**
 * `markOrdersBlocked`: POST /v2/ppro/moab with `{Username, CsvOrderNumbers}` and the token header
 * (proxy/paypro/PROTOCOL.md#mark-orders-blocked): any envelope status is returned with its Description;
 * one re-auth on 401; no usable answer is a PayProError. And `onAnswer`, which tells of every answer.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CALLS, type PayProCall } from '../../../proxy/paypro/calls.ts';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { CREDS, orderBody } from '../simulator/order-fixture.ts';
import { withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';
import { fakeFetch, json } from './fake-fetch.ts';

/** A client on a fake gateway whose auth hands out 't1', 't2', ... and whose moab answers `moab(n)` (n from 0). */
function clientAnswering(moab: (n: number) => Response) {
  let tokens = 0;
  let calls = 0;
  const fake = fakeFetch((call) =>
    call.url.endsWith('/v2/ppro/auth') ? json('Authorized', { headers: { Token: `t${++tokens}` } }) : moab(calls++),
  );
  return { client: createPayProClient({ baseUrl: 'https://gw.example/', fetch: fake.fetch }), calls: fake.calls };
}

test('POSTs {Username: merchantId, CsvOrderNumbers} with the token; reads the status and a Description from either element', async () => {
  const { client, calls } = clientAnswering((n) =>
    n === 0 ? json([{ Status: '00' }, { Description: 'Marked' }]) : json([{ Status: '01', Description: 'Only unpaid orders' }]),
  );
  const done = await client.markOrdersBlocked(CREDS, ['A-1', 'A-2']);
  assert.equal([done.status, done.description], ['00', 'Marked']);
  assert.equal([calls[1]!.method, calls[1]!.url, calls[1]!.headers.token], ['POST', 'https://gw.example/v2/ppro/moab', 't1']);
  assert.equal(JSON.parse(calls[1]!.body), { Username: 'demo_merchant', CsvOrderNumbers: 'A-1,A-2' });
  const refused = await client.markOrdersBlocked(CREDS, ['A-3']);
  assert.equal([refused.status, refused.description], ['01', 'Only unpaid orders']);
});

test('a 401 gets one fresh token and one retry; a 500 page or a body that is no envelope is a PayProError', async () => {
  const { client, calls } = clientAnswering((n) => (n === 0 ? json({}, { status: 401 }) : json([{ Status: '00' }])));
  assert.equal((await client.markOrdersBlocked(CREDS, ['A-1'])).description, 'Success');
  assert.equal(
    calls.map((call) => call.headers.token ?? 'auth'),
    ['auth', 't1', 'auth', 't2'],
  );
  const failed = await expectPayProError(
    clientAnswering(() => new Response('<html/>', { status: 500 })).client.markOrdersBlocked(CREDS, ['A-1']),
  );
  assert.equal([failed.code, failed.httpStatus, failed.orderMayExist], ['gateway_bad_response', 500, false]);
  const odd = await expectPayProError(clientAnswering(() => json({ ok: true })).client.markOrdersBlocked(CREDS, ['A-1']));
  assert.is(odd.code, 'gateway_bad_response');
});

test('an empty list, an empty number or one with a comma is refused before anything is sent', async () => {
  const { client, calls } = clientAnswering(() => json([{ Status: '00' }]));
  for (const numbers of [[], [''], ['A-1,A-2']]) {
    await client.markOrdersBlocked(CREDS, numbers).then(
      () => assert.unreachable('accepted'),
      (err: unknown) => assert.instance(err, TypeError),
    );
  }
  assert.is(calls.length, 0);
});

test('against the simulator: the order is BLOCKED afterwards; onAnswer saw every answer, auth first', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const seen: [PayProCall, number][] = [];
    const client = createPayProClient({ baseUrl, onAnswer: (call, response) => seen.push([call, response.status]) });
    await client.authenticate(CREDS);
    const created = await client.createOrder(CREDS, orderBody({ OrderNumber: 'MB-1' }));
    if (!created.ok) return assert.unreachable('rejected');
    assert.is((await client.markOrdersBlocked(CREDS, ['MB-1'])).status, '00');
    assert.is((await client.orderStatus(CREDS, created.payProId)).orderStatus, 'BLOCKED');
    assert.equal(seen, [
      [CALLS.auth, 200],
      [CALLS.createOrder, 200],
      [CALLS.markBlocked, 200],
      [CALLS.orderStatus, 200],
    ]);
    assert.is(sim.stats.authCalls, 1, 'authenticate keeps its token for the calls after it');
  }));

test.run();
