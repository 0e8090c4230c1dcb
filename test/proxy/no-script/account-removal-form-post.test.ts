/**
 * POST /api/account-removal from the page with scripts off: recorded and answered 303 to the
 * 'received' page (so a reload does not post again), or the page shown again with the message.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import { startNoScriptStack, type NoScriptStack } from '../helpers/no-script-stack.ts';
import { fixtureOrgsDir } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

const ROUTE = '/platform-pages/account-removal';

let stack: NoScriptStack;

test.before(async () => {
  stack = await startNoScriptStack((await loadOrgs(fixtureOrgsDir, { only: 'platform-pages' })).map(({ org }) => org));
});
test.after(() => stack.close());

test('a valid request is recorded and answered 303 to the received page, which links back to the form', async () => {
  const response = await stack.postForm('/api/account-removal', { route: ROUTE, website: '', email: 'donor@example.org' });
  assert.is(response.status, 303);
  assert.equal(
    (await stack.removals()).map((request) => request.email),
    ['donor@example.org'],
  );
  const received = await fetch(new URL(response.headers.get('location') ?? '', stack.proxy.origin));
  assert.is(received.status, 200);
  assert.match(received.headers.get('content-type') ?? '', 'text/html');
  const html = await received.text();
  assert.match(html, english.t('api.accountRemovalReceived'));
  assert.match(html, `<a href="${stack.proxy.origin}${ROUTE}/">Back to the form</a>`);
  assert.not.match(html, 'donor@example.org');
});

test('the received page names no form for a route that is not an account removal page', async () => {
  const html = await (
    await fetch(`${stack.proxy.origin}/api/account-removal/received?route=%2Fplatform-pages%2Fsample-contribution`)
  ).text();
  assert.match(html, english.t('api.accountRemovalReceived'));
  assert.not.match(html, 'Back to the form');
});

test('a malformed address shows the page again with the message and the address kept, and records nothing', async () => {
  const before = (await stack.removals()).length;
  const response = await stack.postForm('/api/account-removal', { route: ROUTE, website: '', email: 'donor@' });
  assert.is(response.status, 422);
  const html = await response.text();
  assert.match(html, english.t('rules.emailInvalid'));
  assert.match(html, 'value="donor@"');
  assert.match(html, `action="${stack.proxy.origin}/api/account-removal"`);
  assert.is((await stack.removals()).length, before);
});

test.run();
