/**
 * Posts from an Urdu page with scripts off, to the form's action `?lang=ur`: the proxy answers in Urdu,
 * the form page shown again included (Urdu messages, `lang="ur"` right to left, the action keeping the
 * language), the rate limit's refusal and the account removal's received page; a `lang` that is not a
 * language is refused before any check.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import { english, urdu } from '../../helpers/translators.ts';
import { startNoScriptStack, type NoScriptStack } from '../helpers/no-script-stack.ts';

const ROUTE = '/merchantform/grid-three-currencies';
const REMOVAL_ROUTE = '/platform-pages/account-removal';

/** What the grid page posts: route, honeypot and the form's fields, here with a missing name and a malformed email. */
const INVALID = {
  route: ROUTE,
  website: '',
  name: '',
  email: 'ayesha@',
  phoneNumber: '03001234567',
  address: '',
  amount: '2500',
  currency: 'PKR',
  donationType: 'WaterWell',
  comments: '',
};

let stack: NoScriptStack;
test.before(async () => {
  stack = await startNoScriptStack(await fixtureOrgs(['grid-three-currencies', 'platform-pages']));
});
test.after(() => stack.close());

test('an Urdu post with wrong values comes back as the Urdu page with Urdu messages, and creates nothing', async () => {
  const before = stack.sim.orders.list().length;
  const response = await stack.postForm('/api/orders?lang=ur', INVALID);
  assert.is(response.status, 422);
  const html = await response.text();
  assert.match(html, '<html lang="ur" dir="rtl">');
  for (const message of [urdu.t('rules.nameRequired'), urdu.t('rules.emailInvalid'), urdu.t('api.invalidFields')]) {
    assert.ok(html.includes(message), `the page shows '${message}'`);
  }
  assert.not.ok(html.includes(english.t('rules.nameRequired')));
  assert.match(html, /<form [^>]*action="[^"]*\/api\/orders\?lang=ur"/);
  assert.not.match(html, 'name="lang"');
  assert.is(stack.sim.orders.list().length, before);
});

test('the same post without lang comes back in English', async () => {
  const response = await stack.postForm('/api/orders', INVALID);
  assert.is(response.status, 422);
  const html = await response.text();
  assert.match(html, '<html lang="en" dir="ltr">');
  assert.ok(html.includes(english.t('rules.nameRequired')));
  assert.not.ok(html.includes(urdu.t('rules.nameRequired')));
  assert.match(html, /<form [^>]*action="[^"]*\/api\/orders"/);
});

test('a post whose lang is not a language: 400 in English before any route (the JSON envelope, as for a wrong Host), nothing created', async () => {
  const before = stack.sim.orders.list().length;
  for (const query of ['lang=fr', 'lang=ur&lang=ur']) {
    const response = await stack.postForm(`/api/orders?${query}`, { ...INVALID, name: 'Ayesha Khan', email: 'ayesha@example.org' });
    assert.is(response.status, 400, query);
    assert.equal(await response.json(), { error: { code: 'invalid_request', message: english.t('api.badLanguage') } }, query);
  }
  assert.is(stack.sim.orders.list().length, before);
});

test('over the rate limit, a post from an Urdu page gets the Urdu page with the Urdu message and Retry-After', async () => {
  const limited = await startNoScriptStack(await fixtureOrgs(['grid-three-currencies']), { RATE_LIMIT_ORDERS_PER_MINUTE: '1' });
  try {
    assert.is((await limited.postForm('/api/orders', INVALID)).status, 422, 'the one post of the minute');
    for (const [path, translator] of [
      ['/api/orders?lang=ur', urdu],
      ['/api/orders', english],
    ] as const) {
      const response = await limited.postForm(path, INVALID);
      assert.is(response.status, 429, path);
      const seconds = Number(response.headers.get('retry-after'));
      assert.ok(seconds >= 1 && seconds <= 60, path);
      const html = await response.text();
      assert.match(html, translator === urdu ? '<html lang="ur" dir="rtl">' : '<html lang="en" dir="ltr">', path);
      assert.ok(html.includes(translator.t('api.rateLimited', { seconds })), `${path}: the rate limit's message`);
    }
    assert.is(limited.sim.orders.list().length, 0);
  } finally {
    await limited.close();
  }
});

test('an Urdu account removal lands on the Urdu received page, with the back link in Urdu', async () => {
  const response = await stack.postForm('/api/account-removal?lang=ur', {
    route: REMOVAL_ROUTE,
    website: '',
    email: 'donor@example.org',
  });
  assert.is(response.status, 303);
  const location = new URL(response.headers.get('location') ?? '', stack.proxy.origin);
  assert.is(location.searchParams.get('lang'), 'ur');
  const html = await (await fetch(location)).text();
  assert.match(html, '<html lang="ur" dir="rtl">');
  assert.match(html, urdu.t('api.accountRemovalReceived'));
  assert.match(html, `>${urdu.t('api.backToForm')}</a>`);
});

test('the received page is English without lang, and for a lang that is not a language', async () => {
  for (const query of ['', '&lang=xx']) {
    const html = await (
      await fetch(`${stack.proxy.origin}/api/account-removal/received?route=${encodeURIComponent(REMOVAL_ROUTE)}${query}`)
    ).text();
    assert.match(html, '<html lang="en" dir="ltr">');
    assert.match(html, english.t('api.accountRemovalReceived'));
  }
});

test.run();
