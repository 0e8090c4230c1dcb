import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rawRequest } from './http.ts';
import { withSimulator } from './start-simulator.ts';

test('auth answers the JSON string "Authorized", as live does, with the token in the response header', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/auth`, { body: { clientid: 'c', clientsecret: 's' } });
    assert.is(answer.status, 200);
    assert.is(answer.text, '"Authorized"');
    assert.match(String(answer.headers['content-type']), /^application\/json/);
    assert.type(answer.headers.token, 'string');
    assert.ok((answer.headers.token as string).length >= 20);
    assert.is(answer.headers['access-control-allow-origin'], '*');
    assert.is(answer.headers['access-control-expose-headers'], undefined);
    assert.is(sim.stats.authCalls, 1);
  }));

test('the answer switch: the older envelope body, "InValid Keys" without a token, "Authorized" without the header', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const auth = () => rawRequest('POST', `${baseUrl}/v2/ppro/auth`, { body: { clientid: 'c', clientsecret: 's' } });
    sim.answers.set({ auth: 'envelope' });
    const envelope = await auth();
    assert.equal(envelope.json(), [{ Status: '00' }]);
    assert.type(envelope.headers.token, 'string');
    sim.answers.set({ auth: 'invalid-keys' });
    const invalid = await auth();
    assert.equal([invalid.status, invalid.text, invalid.headers.token], [200, '"InValid Keys"', undefined]);
    sim.answers.set({ auth: 'no-token-header' });
    const headerless = await auth();
    assert.equal([headerless.text, headerless.headers.token], ['"Authorized"', undefined]);
    sim.answers.set({});
    assert.type((await auth()).headers.token, 'string');
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
