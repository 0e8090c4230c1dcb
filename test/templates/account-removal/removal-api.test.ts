/** How the account removal page reads the proxy's answers, including answers that are not the proxy's, and where it sends its request. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { classifyRemovalResponse, requestRemoval } from '../../../templates/account-removal/removal-api.ts';

test('202 { received: true } is received; a 202 or 200 without it is not', () => {
  assert.equal(classifyRemovalResponse(202, { received: true }), { kind: 'received' });
  assert.equal(classifyRemovalResponse(202, {}), { kind: 'failed', message: undefined });
  assert.equal(classifyRemovalResponse(200, { received: true }), { kind: 'failed', message: undefined });
});

test('422 with field messages is invalid; without any it is a failure', () => {
  const fields = { email: 'Email is required.' };
  assert.equal(classifyRemovalResponse(422, { error: { code: 'invalid_fields', message: 'x', fields } }), { kind: 'invalid', fields });
  assert.equal(classifyRemovalResponse(422, { error: { code: 'invalid_fields', message: 'Some fields need attention.', fields: {} } }), {
    kind: 'failed',
    message: 'Some fields need attention.',
  });
});

test("the proxy's own error messages are shown; anything else gets the page's message", () => {
  const unknown = 'No account removal page is published at /x. Check the page address and try again.';
  assert.equal(classifyRemovalResponse(404, { error: { code: 'unknown_form', message: unknown } }), { kind: 'failed', message: unknown });
  assert.equal(classifyRemovalResponse(405, null), { kind: 'failed', message: undefined });
  assert.equal(classifyRemovalResponse(502, { message: '<script>' }), { kind: 'failed', message: undefined });
  assert.equal(classifyRemovalResponse(500, { error: { code: 'internal_error', message: '  ' } }), { kind: 'failed', message: undefined });
});

test("the request goes to the address in the page's language with the same body: no query in English, ?lang=ur in Urdu", async () => {
  const sent: [string, unknown][] = [];
  const fake: typeof fetch = async (input, init) => {
    sent.push([String(input), JSON.parse(String(init?.body))]);
    return new Response(JSON.stringify({ received: true }), { status: 202 });
  };
  const removal = { route: '/platform-pages/account-removal', email: 'donor@example.org' };
  assert.equal(await requestRemoval(fake, '/api', removal, 'en'), { kind: 'received' });
  assert.equal(await requestRemoval(fake, '/api', removal, 'ur'), { kind: 'received' });
  assert.equal(sent, [
    ['/api/account-removal', removal],
    ['/api/account-removal?lang=ur', removal],
  ]);
});

test.run();
