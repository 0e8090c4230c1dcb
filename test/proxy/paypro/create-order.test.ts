import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { CREDS, orderBody } from '../simulator/order-fixture.ts';
import { withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';
import { fakeFetch, json } from './fake-fetch.ts';

/** A client whose auth always succeeds and whose co call answers `answer`. */
function clientAnswering(answer: () => Response) {
  const fake = fakeFetch((call) => (call.url.endsWith('/auth') ? json([{ Status: '00' }], { headers: { token: 't' } }) : answer()));
  return { client: createPayProClient({ baseUrl: 'https://gw.example', fetch: fake.fetch }), calls: fake.calls };
}

test('an accepted order returns Click2Pay, PayProId, OrderNumber and Description', () =>
  withSimulator({ basePath: '/paypro-sim' }, async ({ baseUrl, sim }) => {
    const result = await createPayProClient({ baseUrl }).createOrder(CREDS, orderBody({ OrderNumber: 'OK-1' }));
    if (!result.ok) return assert.unreachable(`rejected: ${result.description}`);
    assert.match(result.payProId, /^0990\d{10}$/);
    assert.is(result.click2Pay, `${baseUrl}/pyb-demo/?bid=${encodeURIComponent(Buffer.from(result.payProId).toString('base64'))}`);
    assert.is(result.payLinkSource, 'Click2Pay');
    assert.is(result.orderNumber, 'OK-1');
    assert.is(result.description, 'Order number OK-1 created successfully');
    assert.equal(sim.orders.get(result.payProId)?.request, orderBody({ OrderNumber: 'OK-1' }));
  }));

test('a USD order: the PKR amount the simulator converted it to comes back in amounts; an echo of the USD amount does not', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    const usd = (OrderNumber: string) =>
      orderBody({ OrderNumber, OrderAmount: undefined, CurrencyAmount: '25', Currency: 'USD', IsConverted: 'true' });
    const converted = await client.createOrder(CREDS, usd('USD-1'));
    assert.equal(converted.ok && converted.amounts, { pkrAmount: '7000', parityAmount: '0', isParity: false });
    sim.answers.set({ foreignCurrency: 'echo' });
    const echoed = await client.createOrder(CREDS, usd('USD-2'));
    assert.equal(echoed.ok && echoed.amounts, { parityAmount: '0', isParity: false });
  }));

test('status 03 is ok:false with the gateway description', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const client = createPayProClient({ baseUrl });
    sim.faults.set({ mode: 'status03', times: 1 });
    assert.equal(await client.createOrder(CREDS, orderBody()), { ok: false, status: '03', description: 'No data available' });
    const invalid = await client.createOrder(CREDS, orderBody({ OrderAmount: '-1' }));
    assert.equal(invalid, { ok: false, status: '03', description: 'Invalid json object!' });
  }));

test('a duplicate OrderNumber is ok:false with status 01', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const client = createPayProClient({ baseUrl });
    assert.is((await client.createOrder(CREDS, orderBody())).ok, true);
    const again = await client.createOrder(CREDS, orderBody());
    assert.equal(again, { ok: false, status: '01', description: 'Order number ORD-1 already exists' });
  }));

test('a rejection without Description gets the status’s official meaning', async () => {
  const { client } = clientAnswering(() => json([{ Status: '02' }]));
  assert.equal(await client.createOrder(CREDS, orderBody()), { ok: false, status: '02', description: 'Service Failed' });
});

test('the IIS HTML 500 page is gateway_bad_response, httpStatus 500, orderMayExist, not resent', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    sim.faults.set({ mode: 'http500' });
    const err = await expectPayProError(createPayProClient({ baseUrl }).createOrder(CREDS, orderBody()));
    assert.is(err.code, 'gateway_bad_response');
    assert.is(err.httpStatus, 500);
    assert.is(err.orderMayExist, true);
    assert.is(sim.stats.createOrderCalls, 1);
  }));

test('status 00 with neither a link nor a PayProId is gateway_bad_response with orderMayExist', async () => {
  const { client, calls } = clientAnswering(() =>
    json([{ Status: '00' }, { OrderNumber: 'ORD-1', IframeClick2Pay: 'https://evil.example/p' }]),
  );
  const err = await expectPayProError(client.createOrder(CREDS, orderBody()));
  assert.is(err.code, 'gateway_bad_response');
  assert.is(err.orderMayExist, true);
  assert.match(err.message, 'no pay link and no PayProId');
  assert.is(calls.length, 2);
});

test('bodies that are not an envelope are gateway_bad_response with httpStatus', async () => {
  for (const body of ['<html>oops</html>', '{"Status":"00"}', '[]', '[{"Code":"00"}]']) {
    const { client } = clientAnswering(() => new Response(body, { status: 200 }));
    const err = await expectPayProError(client.createOrder(CREDS, orderBody()));
    assert.is(err.code, 'gateway_bad_response', body);
    assert.is(err.httpStatus, 200);
    assert.is(err.orderMayExist, true);
  }
});

test('a 4xx other than 401 means no order; 403 is gateway_unauthorized', async () => {
  const notFound = await expectPayProError(
    clientAnswering(() => new Response('nope', { status: 404 })).client.createOrder(CREDS, orderBody()),
  );
  assert.equal([notFound.code, notFound.httpStatus, notFound.orderMayExist], ['gateway_bad_response', 404, false]);
  const forbidden = await expectPayProError(
    clientAnswering(() => new Response('no', { status: 403 })).client.createOrder(CREDS, orderBody()),
  );
  assert.equal([forbidden.code, forbidden.orderMayExist], ['gateway_unauthorized', false]);
});

test('falls back to ConnectPayId and to the OrderNumber sent; reads a numeric Status', async () => {
  const { client } = clientAnswering(() =>
    json([{ Status: 0 }, { Click2Pay: 'https://marketplace.paypro.com.pk/pyb?bid=x', ConnectPayId: '01102205600001' }]),
  );
  const result = await client.createOrder(CREDS, orderBody({ OrderNumber: 'FB-1' }));
  assert.equal(result, {
    ok: true,
    status: '00',
    click2Pay: 'https://marketplace.paypro.com.pk/pyb?bid=x',
    payLinkSource: 'Click2Pay',
    payProId: '01102205600001',
    orderNumber: 'FB-1',
    description: 'Success',
    amounts: {},
  });
});

test.run();
