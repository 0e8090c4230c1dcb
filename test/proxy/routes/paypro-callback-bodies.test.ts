/**
 * PayPro's callback reads a delivery whatever its Content-Type says (JSON or form-encoded fields, with
 * another type or none; a POST without a body from its query), and every answer on its path, an error
 * included, is PayPro's reply array, never the proxy's error envelope: missing username or password
 * and a csvinvoiceids without an OrderNumber are `01` (HTTP 200), another method 405 and an unknown
 * Content-Encoding 415 with `01`, a failure of the proxy 500 with `02`, each keeping its status; other
 * paths keep the error envelope.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withEdgeApp, type EdgeApp } from '../middleware/helpers/edge-app.ts';

const CALLBACK_PATH = '/paypro/uis';
/** TEST_ENV's agreed pair. */
const CREDENTIALS = { username: 'callback-user', password: 'callback-password' };
const JSON_BODY = JSON.stringify({ ...CREDENTIALS, csvinvoiceids: 'NOPE-1' });
const FORM_BODY = new URLSearchParams({ ...CREDENTIALS, csvinvoiceids: 'NOPE-1' }).toString();
const UNKNOWN = [{ StatusCode: '03', InvoiceID: 'NOPE-1', Description: 'No records found.' }];

/** A POST of `body` (bytes, so fetch adds no Content-Type of its own) with `contentType`, if any. */
async function post(app: EdgeApp, body: string, contentType?: string, path = CALLBACK_PATH): Promise<[number, unknown]> {
  const headers: Record<string, string> = contentType === undefined ? {} : { 'content-type': contentType };
  const answer = await app.request(path, { method: 'POST', headers, body: new TextEncoder().encode(body) });
  return [answer.status, await answer.json()];
}

const rows = (app: EdgeApp) => app.database.db.selectFrom('callback_deliveries').select(['invoice_ids', 'result']).execute();

test('a JSON or form-encoded body is read whatever the Content-Type says, or without one', async () => {
  await withEdgeApp({}, async (app) => {
    const cases: [string, string | undefined][] = [
      [JSON_BODY, undefined],
      [FORM_BODY, undefined],
      [JSON_BODY, 'text/plain'],
      [FORM_BODY, 'text/plain; charset=utf-8'],
      [FORM_BODY, 'application/json'],
      [JSON_BODY, 'application/x-www-form-urlencoded'],
      [JSON_BODY, 'application/octet-stream'],
      [JSON_BODY, 'not a media type'],
    ];
    for (const [body, type] of cases) assert.equal(await post(app, body, type), [200, UNKNOWN], `${type}: ${body}`);
    assert.is((await rows(app)).length, cases.length, 'each an authenticated delivery');
  });
});

test('a POST without a body is read from its query, as a GET is', async () => {
  await withEdgeApp({}, async (app) => {
    assert.equal(await post(app, '', undefined, `${CALLBACK_PATH}?${FORM_BODY}`), [200, UNKNOWN]);
  });
});

test('without a username or password: 01, nothing looked at and no row; a csvinvoiceids without an OrderNumber: 01', async () => {
  await withEdgeApp({}, async (app) => {
    const noPassword = [{ StatusCode: '01', InvoiceID: null, Description: 'Invalid Data. Username and password are required' }];
    assert.equal(await post(app, JSON.stringify({ username: 'callback-user', csvinvoiceids: 'NOPE-1' }), 'application/json'), [
      200,
      noPassword,
    ]);
    assert.equal(await post(app, '{"username": "callback-user", "password": ', 'application/json'), [200, noPassword], 'malformed JSON');
    assert.equal(await post(app, '', 'application/json'), [200, noPassword], 'no body at all');
    assert.is((await rows(app)).length, 0);
    const noIds = [{ StatusCode: '01', InvoiceID: null, Description: 'Invalid Data. csvinvoiceids holds no invoice id' }];
    assert.equal(await post(app, JSON.stringify({ ...CREDENTIALS, csvinvoiceids: ' , ' }), 'application/json'), [200, noIds]);
    assert.equal(await post(app, JSON.stringify({ ...CREDENTIALS, csvinvoiceids: 'not an order' }), 'application/json'), [200, noIds]);
    assert.equal(
      (await rows(app)).map((row) => row.invoice_ids),
      [' , ', 'not an order'],
      'authenticated, so recorded',
    );
  });
});

test('another method is 405 and an unknown Content-Encoding 415, each with the reply array and its status', async () => {
  await withEdgeApp({}, async (app) => {
    const put = await app.request(CALLBACK_PATH, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON_BODY });
    assert.equal(
      [put.status, put.headers.get('allow'), await put.json()],
      [405, 'POST, HEAD, GET', [{ StatusCode: '01', InvoiceID: null, Description: 'Invalid Data. Send the callback as POST or GET' }]],
    );
    const encoded = await app.request(CALLBACK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
      body: JSON_BODY,
    });
    assert.equal(
      [encoded.status, await encoded.json()],
      [415, [{ StatusCode: '01', InvoiceID: null, Description: 'Invalid Data. The request could not be read' }]],
    );
    assert.is((await rows(app)).length, 0);
  });
});

test('a failure of the proxy (its ledger unreadable) is 500 with 02, and other paths keep the error envelope', async () => {
  await withEdgeApp({}, async (app) => {
    await app.database.db.schema.dropTable('orders').execute();
    assert.equal(await post(app, JSON_BODY, 'application/json'), [
      500,
      [{ StatusCode: '02', InvoiceID: null, Description: 'Service Failure' }],
    ]);
    assert.ok(
      app.logs.some((line) => line.msg === 'unhandled error'),
      'the failure is logged',
    );
    const elsewhere = await app.request('/api/nothing-here');
    assert.equal([elsewhere.status, ((await elsewhere.json()) as { error: { code: string } }).error.code], [404, 'not_found']);
  });
});

test('the path as the router matches it (letter case, trailing slash) answers the same way', async () => {
  await withEdgeApp({}, async (app) => {
    assert.equal(await post(app, JSON_BODY, undefined, '/PayPro/UIS/'), [200, UNKNOWN]);
    const put = await app.request('/PAYPRO/uis', { method: 'PUT' });
    assert.equal([put.status, ((await put.json()) as { StatusCode: string }[])[0]?.StatusCode], [405, '01']);
  });
});

test.run();
