import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rawRequest } from './http.ts';
import { withSimulator } from './start-simulator.ts';

test('auth answers [{Status:00}] with the token in the response header', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/auth`, { body: { clientid: 'c', clientsecret: 's' } });
    assert.is(answer.status, 200);
    assert.equal(answer.json(), [{ Status: '00' }]);
    assert.type(answer.headers.token, 'string');
    assert.ok((answer.headers.token as string).length >= 20);
    assert.is(answer.headers['access-control-allow-origin'], '*');
    assert.is(answer.headers['access-control-expose-headers'], undefined);
    assert.is(sim.stats.authCalls, 1);
  }));

test('auth accepts the body keys in another casing', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/auth`, { body: { ClientId: 'c', ClientSecret: 's' } });
    assert.type(answer.headers.token, 'string');
  }));

test('auth gives each call a new token', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const body = { clientid: 'c', clientsecret: 's' };
    const first = await rawRequest('POST', `${baseUrl}/v2/ppro/auth`, { body });
    const second = await rawRequest('POST', `${baseUrl}/v2/ppro/auth`, { body });
    assert.is.not(first.headers.token, second.headers.token);
  }));

for (const [name, body] of [
  ['an empty secret', { clientid: 'c', clientsecret: '' }],
  ['a missing client id', { clientsecret: 's' }],
  ['a non-string secret', { clientid: 'c', clientsecret: 5 }],
  ['no body', undefined],
] as const) {
  test(`auth with ${name} answers status 01 and no token`, () =>
    withSimulator({}, async ({ baseUrl }) => {
      const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/auth`, { body });
      assert.is(answer.status, 200);
      const [head, data] = answer.json() as [{ Status: string }, { Description: string }];
      assert.is(head.Status, '01');
      assert.match(data.Description, /cannot be empty/);
      assert.is(answer.headers.token, undefined);
    }));
}

test.run();
