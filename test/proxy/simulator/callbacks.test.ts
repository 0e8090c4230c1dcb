/**
 * The server callback (UIS) after Pay: `POST <callback.url>` with `{username, password, csvinvoiceids}`
 * as JSON, in the background, recorded with the merchant's answer; the pair it carries (the paid
 * order's merchant's own by default, the agreed one by switch or for a merchant without its own); the
 * callback switch's modes; and `sim.close()` ending deliveries still due.
 */
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSimulator, type SimulatorOptions } from '../../../proxy/simulator/app.ts';
import { type CallbackFormat, callbackRequest } from '../../../proxy/simulator/callback-request.ts';
import { postForm, rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { closeServer, listen, withSimulator } from './start-simulator.ts';
import { createFakeTimers } from '../../helpers/fake-timers.ts';

const CREDENTIALS = { username: 'uis-user', password: 'uis-secret' };
const PAID_REPLY = (id: string) => [{ StatusCode: '00', InvoiceID: id, Description: 'Invoice successfully marked as paid' }];

interface Received {
  method: string;
  contentType: string;
  body: Record<string, unknown>;
}

/**
 * A merchant endpoint on 127.0.0.1 that records each request and answers with `reply(body)`, or never
 * answers when `reply` returns undefined. Runs `fn`, then closes. `arrivals` emits 'request' after each
 * request is recorded.
 */
async function withMerchant(
  reply: (body: Record<string, unknown>) => { status?: number; text: string } | undefined,
  fn: (url: string, received: Received[], arrivals: EventEmitter) => Promise<void>,
): Promise<void> {
  const received: Received[] = [];
  const arrivals = new EventEmitter();
  const server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const body = JSON.parse(text) as Record<string, unknown>;
    received.push({ method: req.method ?? '', contentType: req.headers['content-type'] ?? '', body });
    arrivals.emit('request');
    const answer = reply(body);
    if (answer) res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(answer.text);
  });
  const origin = await listen(server);
  try {
    await fn(`${origin}/paypro/uis`, received, arrivals);
  } finally {
    await closeServer(server);
  }
}

/** Answers as a merchant would: 00 for the right credentials, 01 otherwise. */
const merchantReply = (body: Record<string, unknown>) => ({
  text: JSON.stringify(
    body.password === CREDENTIALS.password
      ? PAID_REPLY(String(body.csvinvoiceids))
      : [{ StatusCode: '01', InvoiceID: null, Description: 'Invalid Data. Username or password is invalid' }],
  ),
});

/** Creates order `orderNumber` of `merchantId` at the simulator at `baseUrl` and posts Pay; returns Pay's answer. */
async function pay(baseUrl: string, orderNumber = 'ORD-1', merchantId?: string) {
  const token = await simToken(baseUrl);
  const body = orderBody({ OrderNumber: orderNumber }, merchantId);
  const created = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body });
  const { Click2Pay } = (created.json() as [unknown, { Click2Pay: string }])[1];
  return postForm(`${baseUrl}/pyb-demo/pay`, {
    bid: new URL(Click2Pay).searchParams.get('bid') ?? '',
    callback_url: 'https://charity.example/thanks',
  });
}

const options = (url: string, extra: Partial<SimulatorOptions> = {}): SimulatorOptions => ({
  callback: { url, ...CREDENTIALS },
  ...extra,
});

test('after Pay: one JSON POST {username, password, csvinvoiceids}, recorded with the answer', () =>
  withMerchant(merchantReply, (url, received) =>
    withSimulator(options(url, { now: () => Date.UTC(2026, 2, 2, 10) }), async (running) => {
      assert.is((await pay(running.baseUrl, 'jhr-7')).status, 303);
      await running.sim.callbacks.settled();
      assert.equal(received, [{ method: 'POST', contentType: 'application/json', body: { ...CREDENTIALS, csvinvoiceids: 'jhr-7' } }]);
      const expected = [
        {
          at: Date.UTC(2026, 2, 2, 10),
          url,
          ids: ['jhr-7'],
          mode: 'normal',
          credentials: 'agreed',
          format: 'json',
          httpStatus: 200,
          answer: PAID_REPLY('jhr-7'),
        },
      ];
      assert.equal(running.sim.callbacks.list(), expected);
      assert.equal((await rawRequest('GET', `${running.baseUrl}/__sim/callbacks`)).json(), { callbacks: expected });
    }),
  ));

test("the donor's redirect is not held up by a merchant that does not answer; the timeout is recorded", () =>
  withMerchant(
    () => undefined,
    (url, received, arrivals) => {
      const clock = createFakeTimers();
      return withSimulator({ callback: { url, ...CREDENTIALS, timeoutMs: 300 }, timers: clock }, async (running) => {
        const arrived = once(arrivals, 'request');
        assert.is((await pay(running.baseUrl)).status, 303);
        await arrived;
        assert.equal(running.sim.callbacks.list(), [], 'Pay answered before the delivery ended');
        await clock.advance(299);
        assert.equal(running.sim.callbacks.list(), [], 'still waiting for the answer');
        await clock.advance(1);
        await running.sim.callbacks.settled();
        assert.is(received.length, 1);
        const [record] = running.sim.callbacks.list();
        assert.equal([record?.error, record?.httpStatus], ['no answer within 300 ms', undefined]);
      });
    },
  ));

test('Cancel delivers nothing', () =>
  withMerchant(merchantReply, (url, received) =>
    withSimulator(options(url), async (running) => {
      const token = await simToken(running.baseUrl);
      const created = await rawRequest('POST', `${running.baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody() });
      const { Click2Pay } = (created.json() as [unknown, { Click2Pay: string }])[1];
      await postForm(`${running.baseUrl}/pyb-demo/cancel`, { bid: new URL(Click2Pay).searchParams.get('bid') ?? '' });
      await running.sim.callbacks.settled();
      assert.equal([received.length, running.sim.callbacks.list().length], [0, 0]);
    }),
  ));

test('a simulator without a callback delivers nothing', () =>
  withSimulator({}, async (running) => {
    await pay(running.baseUrl);
    await running.sim.callbacks.settled();
    assert.equal(running.sim.callbacks.list(), []);
  }));

test("mode 'none': no delivery", () =>
  withMerchant(merchantReply, (url, received) =>
    withSimulator(options(url), async (running) => {
      running.sim.callbackMode.set({ mode: 'none' });
      await pay(running.baseUrl);
      await running.sim.callbacks.settled();
      assert.equal([received.length, running.sim.callbacks.list().length], [0, 0]);
    }),
  ));

test("mode 'twice': the same delivery twice", () =>
  withMerchant(merchantReply, (url, received) =>
    withSimulator(options(url), async (running) => {
      running.sim.callbackMode.set({ mode: 'twice' });
      await pay(running.baseUrl);
      await running.sim.callbacks.settled();
      assert.is(received.length, 2);
      assert.equal(received[0], received[1]);
      assert.equal(
        running.sim.callbacks.list().map((record) => [record.mode, record.httpStatus]),
        [
          ['twice', 200],
          ['twice', 200],
        ],
      );
    }),
  ));

test("mode 'wrong-credentials': the password is altered, and the merchant's refusal recorded", () =>
  withMerchant(merchantReply, (url, received) =>
    withSimulator(options(url), async (running) => {
      running.sim.callbackMode.set({ mode: 'wrong-credentials' });
      await pay(running.baseUrl);
      await running.sim.callbacks.settled();
      assert.is(received[0]?.body.username, CREDENTIALS.username);
      assert.not.equal(received[0]?.body.password, CREDENTIALS.password);
      const [record] = running.sim.callbacks.list();
      assert.is(record?.mode, 'wrong-credentials');
      assert.equal(record?.answer, [{ StatusCode: '01', InvoiceID: null, Description: 'Invalid Data. Username or password is invalid' }]);
    }),
  ));

test("mode 'late' (set with POST /__sim/callback): delivered delayMs after Pay", () =>
  withMerchant(merchantReply, (url, received) => {
    const clock = createFakeTimers();
    return withSimulator(options(url, { timers: clock }), async (running) => {
      const set = await rawRequest('POST', `${running.baseUrl}/__sim/callback`, { body: { mode: 'late', delayMs: 150 } });
      assert.equal(set.json(), { callback: { mode: 'late', delayMs: 150, credentials: 'merchant', format: 'json' } });
      await pay(running.baseUrl);
      await clock.advance(149);
      assert.equal([received.length, running.sim.callbacks.list().length], [0, 0], 'not yet');
      await clock.advance(1);
      await running.sim.callbacks.settled();
      assert.is(received.length, 1, 'delivered once delayMs has passed');
    });
  }));

test('sim.close() cancels a late delivery still due, and later payments deliver nothing', () =>
  withMerchant(merchantReply, async (url, received) => {
    const clock = createFakeTimers();
    const sim = createSimulator(options(url, { timers: clock }));
    const server = createServer(sim.app.callback());
    const origin = await listen(server);
    try {
      sim.callbackMode.set({ mode: 'late', delayMs: 60_000 });
      await pay(origin);
      assert.is(clock.waiting(), 1, 'the late delivery waits');
      // The clock never moves: were close() to wait for the delay, it would never return.
      await sim.close();
      assert.is(clock.waiting(), 0, 'close cancelled the delay');
      await sim.callbacks.settled();
      sim.callbackMode.set({ mode: 'normal' });
      await pay(origin, 'ORD-2');
      await sim.callbacks.settled();
      assert.equal([received.length, sim.callbacks.list().length], [0, 0]);
    } finally {
      await closeServer(server);
    }
  }));

test('a merchant that cannot be reached, or answers with something else than JSON, is recorded as such', async () => {
  const gone = createServer();
  const url = `${await listen(gone)}/paypro/uis`;
  await closeServer(gone);
  await withSimulator(options(url), async (running) => {
    await pay(running.baseUrl);
    await running.sim.callbacks.settled();
    assert.equal(
      running.sim.callbacks.list().map((record) => [record.error, record.httpStatus]),
      [['ECONNREFUSED', undefined]],
    );
  });
  await withMerchant(
    () => ({ status: 502, text: '<html>Bad Gateway</html>' }),
    (htmlUrl) =>
      withSimulator(options(htmlUrl), async (running) => {
        await pay(running.baseUrl);
        await running.sim.callbacks.settled();
        const [record] = running.sim.callbacks.list();
        assert.equal([record?.httpStatus, record?.answer], [502, '<html>Bad Gateway</html>']);
      }),
  );
});

test('POST /__sim/callback refuses a bad mode or delay with 400 and keeps the old one; GET shows it', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    assert.equal((await rawRequest('GET', `${baseUrl}/__sim/callback`)).json(), {
      callback: { mode: 'normal', delayMs: 3000, credentials: 'merchant', format: 'json' },
    });
    sim.callbackMode.set({ mode: 'twice' });
    const bad = [
      { mode: 'sometimes' },
      { mode: 'late', delayMs: -1 },
      { mode: 'late', delayMs: 1.5 },
      {},
      { mode: 'normal', credentials: 'api' },
    ];
    for (const body of bad) {
      const answer = await rawRequest('POST', `${baseUrl}/__sim/callback`, { body });
      assert.is(answer.status, 400, JSON.stringify(body));
      assert.is((answer.json() as { error: { code: string } }).error.code, 'invalid_callback_mode');
    }
    assert.equal(sim.callbackMode.current(), { mode: 'twice', delayMs: 3000, credentials: 'merchant', format: 'json' });
  }));

const MERCHANT_PAIRS = {
  demo_merchant: { username: 'demo_merchant', password: 'demo-account-password' },
  other_merchant: { username: 'Other_Merchant', password: 'other-account-password' },
};

test("by default a delivery carries the paid order's merchant's own pair; one without a pair of its own gets the agreed one", () =>
  withMerchant(merchantReply, (url, received) =>
    withSimulator(options(url, { callback: { url, ...CREDENTIALS, merchants: MERCHANT_PAIRS } }), async (running) => {
      await pay(running.baseUrl, 'ORD-1');
      await pay(running.baseUrl, 'ORD-2', 'other_merchant');
      await pay(running.baseUrl, 'ORD-3', 'unpaired_merchant');
      await running.sim.callbacks.settled();
      const sent = new Map(received.map(({ body }) => [body.csvinvoiceids, [body.username, body.password]]));
      assert.equal(sent.get('ORD-1'), ['demo_merchant', 'demo-account-password']);
      assert.equal(sent.get('ORD-2'), ['Other_Merchant', 'other-account-password']);
      assert.equal(sent.get('ORD-3'), [CREDENTIALS.username, CREDENTIALS.password]);
      const recorded = new Map(running.sim.callbacks.list().map((record) => [record.ids[0], record.credentials]));
      assert.equal([recorded.get('ORD-1'), recorded.get('ORD-2'), recorded.get('ORD-3')], ['merchant', 'merchant', 'agreed']);
    }),
  ));

test("credentials 'agreed' (set with POST /__sim/callback): the agreed pair whatever the merchant; wrong-credentials alters the pair sent", () =>
  withMerchant(merchantReply, (url, received) =>
    withSimulator(options(url, { callback: { url, ...CREDENTIALS, merchants: MERCHANT_PAIRS } }), async (running) => {
      const set = await rawRequest('POST', `${running.baseUrl}/__sim/callback`, { body: { mode: 'normal', credentials: 'agreed' } });
      assert.equal(set.json(), { callback: { mode: 'normal', delayMs: 3000, credentials: 'agreed', format: 'json' } });
      await pay(running.baseUrl, 'ORD-1');
      await running.sim.callbacks.settled();
      running.sim.callbackMode.set({ mode: 'wrong-credentials' });
      await pay(running.baseUrl, 'ORD-2');
      await running.sim.callbacks.settled();
      assert.equal(
        received.map(({ body }) => [body.username, body.password]),
        [
          [CREDENTIALS.username, CREDENTIALS.password],
          ['demo_merchant', 'demo-account-password-altered'],
        ],
      );
    }),
  ));

test("the switch's formats: JSON, form-encoded, JSON without a Content-Type, and a GET query", async () => {
  const fields = { username: 'u', password: 'p w', csvinvoiceids: 'A,B' };
  const url = 'http://127.0.0.1:9/paypro/uis?x=1';
  const sent = async (format: CallbackFormat) => {
    const { url: address, init } = callbackRequest(url, fields, format);
    const request = new Request(address, init);
    return [request.method, request.url, request.headers.get('content-type'), await request.text()];
  };
  const json = JSON.stringify(fields);
  assert.equal(await sent('json'), ['POST', url, 'application/json', json]);
  assert.equal(await sent('form'), ['POST', url, 'application/x-www-form-urlencoded', 'username=u&password=p+w&csvinvoiceids=A%2CB']);
  assert.equal(await sent('untyped'), ['POST', url, null, json]);
  assert.equal(await sent('query'), ['GET', `${url}&username=u&password=p+w&csvinvoiceids=A%2CB`, null, '']);
});

test('createSimulator refuses a callback URL that is not absolute http(s)', () => {
  for (const url of ['/paypro/uis', 'ftp://merchant.example/uis', 'not a url']) {
    assert.throws(() => createSimulator({ callback: { url, ...CREDENTIALS } }), /callback\.url/);
  }
});

test.run();
