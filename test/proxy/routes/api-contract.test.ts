/**
 * The proxy answers as orgs/api-endpoints.ts declares, the contract the pages read: each endpoint's
 * success body has exactly the declared keys, every error body is the declared envelope with a declared
 * code, and a request with a key the contract does not declare is refused before any gateway call.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ERROR_CODES, type ErrorEnvelope } from '../../../orgs/api-contract.ts';
import { API_ENDPOINTS, type AnswerOf, type EndpointName } from '../../../orgs/api-endpoints.ts';
import { type EdgeApp, startEdgeApp, VALID_BODIES } from '../middleware/helpers/edge-app.ts';

/** The keys of each declared answer: a key added to or removed from the contract fails to compile here. */
const ORDER_CREATED: Record<keyof AnswerOf<'orders'>, true> = { redirectUrl: true, orderNumber: true };
const MEMBER_FOUND: Record<keyof AnswerOf<'membershipLookup'>, true> = {
  membershipNumber: true,
  companyName: true,
  emailOnFile: true,
  phoneOnFile: true,
};
const REMOVAL_RECEIVED: Record<keyof AnswerOf<'accountRemoval'>, true> = { received: true };
const ERROR_KEYS: Record<keyof ErrorEnvelope['error'], true> = {
  code: true,
  message: true,
  fields: true,
  orderNumber: true,
  orderMayExist: true,
  status: true,
  requestId: true,
};

const keys = (value: object) => Object.keys(value).sort();
let app: EdgeApp;

test.before(async () => {
  app = await startEdgeApp();
});

test.after(() => app.close());

test('each success answer has exactly the keys the contract declares', async () => {
  const cases: [keyof typeof VALID_BODIES, number, object][] = [
    ['/api/orders', API_ENDPOINTS.orders.answer.status, ORDER_CREATED],
    ['/api/membership/lookup', API_ENDPOINTS.membershipLookup.answer.status, MEMBER_FOUND],
    ['/api/membership/orders', API_ENDPOINTS.membershipOrders.answer.status, ORDER_CREATED],
    ['/api/account-removal', API_ENDPOINTS.accountRemoval.answer.status, REMOVAL_RECEIVED],
  ];
  for (const [path, status, declared] of cases) {
    const answer = await app.postJson(path, VALID_BODIES[path]);
    assert.is(answer.status, status, path);
    assert.equal(keys((await answer.json()) as object), keys(declared), path);
  }
});

test('an error answer is the declared envelope with a declared code', async () => {
  const invalid = await app.postJson('/api/orders', { ...VALID_BODIES['/api/orders'], values: { name: '' } });
  const body = (await invalid.json()) as ErrorEnvelope;
  assert.is(invalid.status, 422);
  assert.equal(keys(body), ['error']);
  assert.ok(ERROR_CODES.includes(body.error.code), body.error.code);
  assert.ok(
    Object.keys(body.error).every((key) => key in ERROR_KEYS),
    `undeclared keys in ${JSON.stringify(body.error)}`,
  );
  assert.type(body.error.fields?.name, 'string');
});

test('each endpoint answers only with error codes its declaration lists', async () => {
  const unknown = '/no-such-form';
  const cases: [EndpointName, Response][] = [
    ['orders', await app.postJson('/api/orders', { route: unknown, values: {} })],
    ['orders', await app.postJson('/api/orders', 'a string, not the body')],
    ['membershipLookup', await app.postJson('/api/membership/lookup', { route: unknown })],
    ['membershipOrders', await app.postJson('/api/membership/orders', { route: unknown })],
    ['accountRemoval', await app.postJson('/api/account-removal', { route: unknown, email: 'donor@example.org' })],
    ['orderStatus', await app.request(`/api/orders/NO-SUCH-ORDER/status?route=${unknown}`)],
    ['orderStatusByPayProId', await app.request(`/api/orders/by-paypro-id/123/status?route=${unknown}`)],
  ];
  for (const [name, answer] of cases) {
    const { code } = ((await answer.json()) as ErrorEnvelope).error;
    const declared: readonly string[] = API_ENDPOINTS[name].errors;
    assert.ok(declared.includes(code), `${name} answered ${code}`);
  }
});

test('a request with a key the contract does not declare is refused, and PayPro is not called', async () => {
  const before = app.paypro.calls.length;
  const answer = await app.postJson('/api/orders', { ...VALID_BODIES['/api/orders'], amount: '1' });
  assert.is(answer.status, 400);
  assert.is(((await answer.json()) as ErrorEnvelope).error.code, 'invalid_request');
  assert.is(app.paypro.calls.length, before);
});

test.run();
