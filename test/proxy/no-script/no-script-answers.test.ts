/**
 * Failures that stop a form post before its route reads it (rate limit, body too large) still reach a
 * browser without JavaScript as a page it can show, with their status and headers.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import type { Org } from '../../../orgs/types.ts';
import { startNoScriptStack } from '../helpers/no-script-stack.ts';
import { english } from '../../helpers/translators.ts';

const VALID = {
  route: '/merchantform/grid-three-currencies',
  name: 'Ayesha Khan',
  email: 'ayesha@example.org',
  amount: '2500',
  currency: 'PKR',
  donationType: 'WaterWell',
};

let orgs: Org[];

test.before(async () => {
  orgs = await fixtureOrgs(['grid-three-currencies']);
});

test('a post over the rate limit is a 429 page with the message and Retry-After', async () => {
  const stack = await startNoScriptStack(orgs, { RATE_LIMIT_ORDERS_PER_MINUTE: '1' });
  try {
    assert.is((await stack.postForm('/api/orders', VALID)).status, 303);
    const response = await stack.postForm('/api/orders', VALID);
    assert.is(response.status, 429);
    assert.match(response.headers.get('content-type') ?? '', 'text/html');
    const seconds = Number(response.headers.get('retry-after'));
    assert.ok(seconds >= 1, 'Retry-After is a number of seconds');
    assert.match(await response.text(), english.t('api.rateLimited', { seconds }));
  } finally {
    await stack.close();
  }
});

test('a post over the size limit is a 413 page for a browser and the envelope for anything else', async () => {
  const stack = await startNoScriptStack(orgs);
  try {
    const huge = { ...VALID, comments: 'x'.repeat(40_000) };
    const page = await stack.postForm('/api/orders', huge);
    assert.is(page.status, 413);
    assert.match(await page.text(), english.t('api.tooLarge'));
    const json = await stack.postForm('/api/orders', huge, { accept: '*/*' });
    assert.is(json.status, 413);
    assert.is(((await json.json()) as { error: { code: string } }).error.code, 'payload_too_large');
  } finally {
    await stack.close();
  }
});

test('a post without a route is a 400 page with the message, not a 500', async () => {
  const stack = await startNoScriptStack(orgs);
  try {
    const response = await stack.postForm('/api/orders', { name: 'Ayesha Khan' });
    assert.is(response.status, 400);
    assert.match(response.headers.get('content-type') ?? '', 'text/html');
    assert.match(await response.text(), '<h1>Your form could not be sent</h1>');
  } finally {
    await stack.close();
  }
});

test.run();
