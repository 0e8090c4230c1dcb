/**
 * PayPro's callback cannot be used to fill the disk or guess the password: a refused delivery (wrong
 * credentials) writes no row and is logged by sample; past the refusal budget every delivery of that
 * client is 429, the right password included, also when sent as a concurrent burst; another client (PayPro)
 * keeps its own budget; a body over 16 kB is 413 before it is read; entries that cannot be an
 * OrderNumber are dropped unread and a long list is cut, both logged; an authenticated delivery keeps
 * its row and its replies, and PayPro-like traffic is never limited at the default budgets.
 */
import { request as httpRequest } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VALID_BODIES, withEdgeApp, type EdgeApp } from '../middleware/helpers/edge-app.ts';

const CALLBACK_PATH = '/paypro/uis';
/** TEST_ENV's callback credentials. */
const CREDENTIALS = { username: 'callback-user', password: 'callback-password' };
const WRONG = { username: 'callback-user', password: 'guess' };

/** A JSON delivery of `fields`, from `client` (an X-Forwarded-For entry, read under TRUST_PROXY). */
function deliver(app: EdgeApp, fields: Record<string, string>, client?: string): Promise<Response> {
  return app.postJson(CALLBACK_PATH, fields, client === undefined ? {} : { 'x-forwarded-for': client });
}

async function rows(app: EdgeApp): Promise<{ invoice_ids: string; credentials_ok: number; result: string }[]> {
  return app.database.db.selectFrom('callback_deliveries').select(['invoice_ids', 'credentials_ok', 'result']).execute();
}

function sampledRefusals(app: EdgeApp): Record<string, unknown>[] {
  return app.logs.filter((line) => String(line.msg).startsWith('PayPro callbacks refused'));
}

const statusesOf = async (answers: Promise<Response>[]) => (await Promise.all(answers)).map((answer) => answer.status);

test('wrong credentials: 02 and no row; past the budget every delivery of that client is 429, the right password too', async () => {
  await withEdgeApp({}, async (app) => {
    // The default budget is 10 refusals a minute; each guess carries 10 kB of padding, as a flood would.
    const padding = 'X'.repeat(10_000);
    for (let guess = 0; guess < 10; guess += 1) {
      const answer = await deliver(app, { ...WRONG, csvinvoiceids: padding });
      assert.equal(
        [answer.status, await answer.json()],
        [200, [{ StatusCode: '02', InvoiceID: null, Description: 'Service Failed. User is not authorized for this service' }]],
      );
    }
    assert.is((await rows(app)).length, 0, 'no row per refused delivery');
    const limited = await deliver(app, { ...WRONG, csvinvoiceids: 'NOPE-1' });
    assert.is(limited.status, 429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
    assert.equal([limited.headers.get('x-ratelimit-limit'), limited.headers.get('x-ratelimit-remaining')], ['10', '0']);
    assert.equal(
      await limited.json(),
      [{ StatusCode: '02', InvoiceID: null, Description: 'Service Failure. Too many deliveries from this address; try again later' }],
      "PayPro's reply array, not the error envelope",
    );
    const right = await deliver(app, { ...CREDENTIALS, csvinvoiceids: 'NOPE-1' });
    assert.is(right.status, 429, 'the right password past the budget tells nothing');
    assert.is((await rows(app)).length, 0);
    const sampled = sampledRefusals(app);
    assert.is(sampled.length, 1, 'one log line for ten refusals in a minute');
    assert.equal([sampled[0]?.level, sampled[0]?.refused, sampled[0]?.refusedTotal, sampled[0]?.client], [40, 1, 1, '127.0.0.1']);
    assert.ok(app.logs.some((line) => line.msg === 'rate limited' && line.group === 'callbackRefusals'));
    assert.not.ok(JSON.stringify(app.logs).includes('guess'), 'the guessed password is never logged');
  });
});

/**
 * `count` deliveries of `fields` whose bodies are all held back until the proxy has begun every one
 * (each asks `Expect: 100-continue`, and Node answers 100 only once it hands the request to the app,
 * whose layers up to the budget run at once); the statuses they get.
 */
async function concurrentDeliveries(app: EdgeApp, count: number, fields: Record<string, string>): Promise<number[]> {
  const body = JSON.stringify(fields);
  const started = Array.from({ length: count }, () => {
    const outgoing = httpRequest(`${app.origin}${CALLBACK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), expect: '100-continue' },
    });
    const begun = new Promise<void>((resolve) => outgoing.once('continue', resolve));
    const status = new Promise<number>((resolve, reject) => {
      outgoing.once('response', (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      outgoing.once('error', reject);
    });
    outgoing.flushHeaders();
    return { outgoing, begun, status };
  });
  await Promise.all(started.map(({ begun }) => begun));
  for (const { outgoing } of started) outgoing.end(body);
  return Promise.all(started.map(({ status }) => status));
}

test('a burst of concurrent guesses after a refusal is held to the budget', async () => {
  await withEdgeApp({}, async (app) => {
    assert.is((await deliver(app, WRONG)).status, 200);
    const burst = await concurrentDeliveries(app, 30, WRONG);
    assert.equal(
      [burst.filter((status) => status === 200).length, burst.filter((status) => status === 429).length],
      [9, 21],
      'ten refusals in all, the rest limited',
    );
    assert.is((await rows(app)).length, 0);
  });
});

test("another client's refusals leave PayPro's deliveries alone", async () => {
  await withEdgeApp({ TRUST_PROXY: 'true' }, async (app) => {
    const attacker = '203.0.113.66';
    const paypro = '198.51.100.10';
    await statusesOf(Array.from({ length: 12 }, () => deliver(app, WRONG, attacker)));
    assert.is((await deliver(app, WRONG, attacker)).status, 429);
    const answer = await deliver(app, { ...CREDENTIALS, csvinvoiceids: 'NOPE-1' }, paypro);
    assert.is(answer.status, 200);
    assert.is(((await answer.json()) as { StatusCode: string }[])[0]?.StatusCode, '03');
    assert.is((await rows(app)).length, 1);
  });
});

test('an authenticated delivery gets its row and its replies (JSON, form-encoded and GET)', async () => {
  await withEdgeApp({}, async (app) => {
    assert.is((await app.postJson('/api/orders', VALID_BODIES['/api/orders'])).status, 200);
    const json = await deliver(app, { ...CREDENTIALS, csvinvoiceids: 'order-1, NOPE-2' });
    assert.equal(
      ((await json.json()) as { InvoiceID: string; StatusCode: string }[]).map((item) => [item.InvoiceID, item.StatusCode]),
      [
        ['order-1', '02'],
        ['NOPE-2', '03'],
      ],
      'order-1 is ours but the fake gateway cannot be asked; NOPE-2 is unknown',
    );
    const form = await app.request(CALLBACK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...CREDENTIALS, csvinvoiceids: 'NOPE-3' }),
    });
    assert.is(form.status, 200);
    const query = await app.request(`${CALLBACK_PATH}?${new URLSearchParams({ ...CREDENTIALS, csvinvoiceids: 'NOPE-4' })}`);
    assert.is(query.status, 200);
    const recorded = await rows(app);
    assert.equal(
      recorded.map((row) => [row.invoice_ids, row.credentials_ok]),
      [
        ['order-1, NOPE-2', 1],
        ['NOPE-3', 1],
        ['NOPE-4', 1],
      ],
    );
    assert.is(JSON.parse(recorded[0]!.result).length, 2);
  });
});

test('PayPro-like traffic is never limited at the defaults: a delivery per payment, retries, bursts', async () => {
  await withEdgeApp({}, async (app) => {
    // A busy minute of an appeal: 60 payments, each delivered three times (the first and two retries),
    // twenty at a time, then 50 deliveries all begun before any is read, as after an outage at PayPro.
    const deliveries = Array.from({ length: 60 }, (_, payment) => `PAID-${payment}`).flatMap((id) => [id, id, id]);
    const answers: number[] = [];
    for (let start = 0; start < deliveries.length; start += 20) {
      const batch = deliveries.slice(start, start + 20);
      answers.push(...(await statusesOf(batch.map((id) => deliver(app, { ...CREDENTIALS, csvinvoiceids: id })))));
    }
    answers.push(...(await concurrentDeliveries(app, 50, { ...CREDENTIALS, csvinvoiceids: 'LATE-1' })));
    assert.is(answers.length, 230);
    assert.ok(
      answers.every((status) => status === 200),
      `statuses: ${[...new Set(answers)].join(', ')}`,
    );
    assert.is((await rows(app)).length, 230, 'a row for every authenticated delivery');
  });
});

test("a body over 16 kB is 413 with PayPro's reply array: nothing looked up, no row", async () => {
  await withEdgeApp({}, async (app) => {
    const ids = Array.from({ length: 2_000 }, (_, n) => `NOPE-${n}`).join(',');
    assert.ok(ids.length > 16_384 && ids.length < 32_000, String(ids.length));
    const json = await deliver(app, { ...CREDENTIALS, csvinvoiceids: ids });
    assert.equal(
      [json.status, await json.json()],
      [413, [{ StatusCode: '01', InvoiceID: null, Description: 'Invalid Data. The request is larger than 16 kB' }]],
    );
    const form = await app.request(CALLBACK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...CREDENTIALS, csvinvoiceids: ids }),
    });
    assert.is(form.status, 413);
    assert.is((await rows(app)).length, 0);
    assert.not.ok(app.logs.some((line) => line.msg === 'PayPro callback answered'));
  });
});

test('a body announced over the limit is refused 413 before the rest of it is sent', async () => {
  await withEdgeApp({}, async (app) => {
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(`${app.origin}${CALLBACK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(10_000_000) },
      });
      outgoing.on('response', (answer) => {
        resolve(answer.statusCode ?? 0);
        answer.resume();
        outgoing.destroy();
      });
      outgoing.on('error', reject);
      // Only the first kilobyte is ever sent: the answer cannot wait for the other ten megabytes.
      outgoing.write(`{"username":"callback-user","password":"callback-password","csvinvoiceids":"${'N'.repeat(1_000)}`);
    });
    assert.is(status, 413);
  });
});

test('entries that cannot be an OrderNumber are dropped unread; a list over 100 is cut, and the log says so', async () => {
  await withEdgeApp({}, async (app) => {
    const ids = ['A'.repeat(65), 'not an order', ...Array.from({ length: 150 }, (_, n) => `N-${n}`)].join(',');
    const answer = await deliver(app, { ...CREDENTIALS, csvinvoiceids: ids });
    const replies = (await answer.json()) as { InvoiceID: string }[];
    assert.is(replies.length, 100);
    assert.equal([replies[0]?.InvoiceID, replies[99]?.InvoiceID], ['N-0', 'N-99']);
    assert.ok(
      app.logs.some((line) => line.dropped === 2 && String(line.msg).includes('dropped unread')),
      'the dropped entries are logged',
    );
    assert.ok(
      app.logs.some((line) => line.received === 150 && line.kept === 100),
      'the cut is logged',
    );
  });
});

test.run();
