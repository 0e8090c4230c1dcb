/** `lookupConsumer`: POST /cpay/gcd, its answer read defensively (PROTOCOL.md "Consumer lookup"). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';
import { fakeFetch, json } from './fake-fetch.ts';
import { LEGACY_CREDS } from './legacy-fixture.ts';
import { timedOut, withClocks } from './slow-gateway.ts';

const RECORD = {
  ConsumerCode: '1001',
  FullConsumerCode: '17521001',
  Name: 'Example Textiles (Pvt) Ltd',
  Mobile: '03001234567',
  Email: 'accounts@textiles.example.com',
  Address: 'Karachi',
};
const CONSUMER = {
  consumerCode: '1001',
  fullConsumerCode: '17521001',
  name: 'Example Textiles (Pvt) Ltd',
  mobile: '03001234567',
  email: 'accounts@textiles.example.com',
  address: 'Karachi',
};

function clientAnswering(answer: () => Response) {
  const fake = fakeFetch(answer);
  return { client: createPayProClient({ baseUrl: 'https://gw.example/', fetch: fake.fetch }), calls: fake.calls };
}

test('posts {userName, password, fullConsumerCode} as JSON to /cpay/gcd, with no token, once', async () => {
  const { client, calls } = clientAnswering(() => json([{ Status: '00' }, RECORD]));
  assert.equal(await client.lookupConsumer(LEGACY_CREDS, '17521001'), { ok: true, status: '00', consumer: CONSUMER });
  assert.is(calls.length, 1);
  assert.is(calls[0]!.url, 'https://gw.example/cpay/gcd');
  assert.equal(JSON.parse(calls[0]!.body), { userName: 'scci_user', password: 'user-secret', fullConsumerCode: '17521001' });
  assert.is(calls[0]!.headers.token, undefined);
  assert.is(calls[0]!.headers['content-type'], 'application/json');
});

test('the record is read in any key case, numbers as text, as the first object of a list, missing fields empty', async () => {
  const odd = { consumercode: 1001, NAME: 'Example Textiles (Pvt) Ltd', mobile: null };
  const { client } = clientAnswering(() => json([{ Status: '00' }, [odd]]));
  assert.equal(await client.lookupConsumer(LEGACY_CREDS, '17521001'), {
    ok: true,
    status: '00',
    consumer: {
      consumerCode: '1001',
      fullConsumerCode: '17521001',
      name: 'Example Textiles (Pvt) Ltd',
      mobile: '',
      email: '',
      address: '',
    },
  });
});

test('another status is not found, with the Description of element 0 or 1, or none', async () => {
  const answers = [
    [{ Status: '03', Description: 'No record found' }],
    [{ Status: '01' }, { Description: 'Invalid Data' }],
    [{ Status: '03' }],
  ];
  const results = [];
  for (const answer of answers) results.push(await clientAnswering(() => json(answer)).client.lookupConsumer(LEGACY_CREDS, '17529999'));
  assert.equal(results, [
    { ok: false, status: '03', description: 'No record found' },
    { ok: false, status: '01', description: 'Invalid Data' },
    { ok: false, status: '03' },
  ]);
});

test('status 00 without a record, a non-envelope body and HTTP errors throw typed errors', async () => {
  const noRecord = await expectPayProError(clientAnswering(() => json([{ Status: '00' }, {}])).client.lookupConsumer(LEGACY_CREDS, '1'));
  assert.equal([noRecord.code, noRecord.orderMayExist], ['gateway_bad_response', false]);
  const html = await expectPayProError(
    clientAnswering(
      () => new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ).client.lookupConsumer(LEGACY_CREDS, '1'),
  );
  assert.is(html.code, 'gateway_bad_response');
  const refused = await expectPayProError(clientAnswering(() => json({}, { status: 401 })).client.lookupConsumer(LEGACY_CREDS, '1'));
  assert.equal([refused.code, refused.httpStatus], ['gateway_unauthorized', 401]);
});

test('against the simulator: a fixture member, an unknown one, and its IIS 500 page', () =>
  withSimulator({ basePath: '/paypro-sim' }, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    // The simulator keeps members per merchant, named by the user name: C-2001 is the corporate account's.
    const corporate = { ...LEGACY_CREDS, userName: 'scci_corporate_user' };
    const found = await client.lookupConsumer(corporate, '17522001');
    assert.is(found.ok && found.consumer.name, 'Demo Industries Limited');
    assert.equal(await client.lookupConsumer(corporate, '17529999'), { ok: false, status: '03' });
    sim.faults.set({ mode: 'http500', on: 'gcd', times: 1 });
    const err = await expectPayProError(client.lookupConsumer(LEGACY_CREDS, '17521001'));
    assert.equal([err.code, err.httpStatus, err.orderMayExist], ['gateway_bad_response', 500, false]);
    assert.is(sim.stats.lookupCalls, 3);
  }));

test('a lookup slower than timeoutMs is gateway_timeout and is not repeated', () =>
  withClocks({}, async (clocks, { baseUrl, sim }) => {
    sim.faults.set({ mode: 'slow', delayMs: 300, on: 'gcd' });
    const client = createPayProClient({ baseUrl, timeoutMs: 80, timers: clocks.client });
    const err = await timedOut(clocks, client.lookupConsumer(LEGACY_CREDS, '17521001'), 80);
    assert.equal([err.code, err.orderMayExist], ['gateway_timeout', false]);
    assert.is(sim.stats.lookupCalls, 1);
  }));

test.run();
