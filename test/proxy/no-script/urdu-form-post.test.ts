/**
 * Posts from an Urdu page with scripts off: the hidden `lang` field makes the proxy answer in Urdu, the
 * form page shown again included (Urdu messages, `lang="ur"` right to left, the hidden field kept), and
 * the account removal's received page; a `lang` that is not a language is refused before any check.
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
  const response = await stack.postForm('/api/orders', { ...INVALID, lang: 'ur' });
  assert.is(response.status, 422);
  const html = await response.text();
  assert.match(html, '<html lang="ur" dir="rtl">');
  for (const message of [urdu.t('rules.nameRequired'), urdu.t('rules.emailInvalid'), urdu.t('api.invalidFields')]) {
    assert.ok(html.includes(message), `the page shows '${message}'`);
  }
  assert.not.ok(html.includes(english.t('rules.nameRequired')));
  assert.match(html, '<input type="hidden" name="lang" value="ur"/>');
  assert.is(stack.sim.orders.list().length, before);
});

test('the same post without lang comes back in English', async () => {
  const response = await stack.postForm('/api/orders', INVALID);
  assert.is(response.status, 422);
  const html = await response.text();
  assert.match(html, '<html lang="en" dir="ltr">');
  assert.ok(html.includes(english.t('rules.nameRequired')));
  assert.not.ok(html.includes(urdu.t('rules.nameRequired')));
  assert.match(html, '<input type="hidden" name="lang" value="en"/>');
});

test('a post whose lang is not a language: 400 on a short English page, nothing created', async () => {
  const before = stack.sim.orders.list().length;
  const response = await stack.postForm('/api/orders', { ...INVALID, name: 'Ayesha Khan', email: 'ayesha@example.org', lang: 'fr' });
  assert.is(response.status, 400);
  const html = await response.text();
  assert.ok(html.includes(english.t('api.badLanguage').replaceAll('"', '&quot;')));
  assert.is(stack.sim.orders.list().length, before);
});

test('an Urdu account removal lands on the Urdu received page, with the back link in Urdu', async () => {
  const response = await stack.postForm('/api/account-removal', {
    route: REMOVAL_ROUTE,
    website: '',
    email: 'donor@example.org',
    lang: 'ur',
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
