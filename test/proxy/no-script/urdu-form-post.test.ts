/**
 * Posts from an Urdu page with scripts off, to the form's action `?lang=ur`: the proxy answers in Urdu,
 * the form page shown again included (Urdu messages, `lang="ur"` right to left, the action keeping the
 * language, the org file's words in Urdu, the switch to the built page in the other language), the
 * rate limit's and a wrong Host's refusals and the account removal's received page (in the removal
 * page's look: the forms' stylesheet, the org, a link back, the switch); a `lang` that is not a language
 * is refused on an English page before any check.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import { english, urdu } from '../../helpers/translators.ts';
import { startNoScriptStack, TEST_STYLES, type NoScriptStack } from '../helpers/no-script-stack.ts';
import { compiledMessages } from '../../../orgs/i18n/compile.ts';
import { createTranslator } from '../../../orgs/i18n/translator.ts';
import { orgTextsOf } from '../../../orgs/org-languages.ts';
import { rawRequest } from './helpers/raw-request.ts';

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

test("the Urdu form shown again reads the org file's words in Urdu, as the built page does, and switches to the built English page", async () => {
  const [org] = await fixtureOrgs(['grid-three-currencies']);
  const { text } = createTranslator('ur', compiledMessages('ur', ['']), orgTextsOf(org!, 'ur'));
  assert.is.not(text('Name'), 'Name', 'the glossary has the label in Urdu');
  const urduPage = await (await stack.postForm('/api/orders?lang=ur', INVALID)).text();
  assert.match(urduPage, `<label for="field-name">${text('Name')}<`);
  assert.match(urduPage, `<h1>${text('Donate to Three Currencies Trust')}</h1>`);
  // Links are relative to the page's <base>, the route's own folder.
  assert.match(urduPage, '<nav class="language-switch" aria-label="زبان"><a href="./" hrefLang="en" lang="en">English</a></nav>');
  const englishPage = await (await stack.postForm('/api/orders', INVALID)).text();
  assert.match(englishPage, '<label for="field-name">Name<');
  assert.match(englishPage, '<nav class="language-switch" aria-label="Language"><a href="ur/" hrefLang="ur" lang="ur">اردو</a></nav>');
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

test('a post whose lang is not a language, or lang twice: 400 on a short English page before any check, nothing created', async () => {
  const before = stack.sim.orders.list().length;
  for (const address of ['/api/orders?lang=fr', '/api/orders?lang=ur&lang=ur', '/API/Orders/?lang=xx']) {
    const response = await stack.postForm(address, { ...INVALID, name: 'Ayesha Khan', email: 'ayesha@example.org' });
    assert.is(response.status, 400, address);
    assert.match(response.headers.get('content-type') ?? '', 'text/html', address);
    const html = await response.text();
    assert.match(html, '<html lang="en" dir="ltr">', address);
    assert.ok(html.includes(english.t('api.badLanguage').replaceAll('"', '&quot;')), address);
  }
  assert.is(stack.sim.orders.list().length, before);
});

test('a post from an Urdu page to a wrong Host under PUBLIC_URL: 400 on a short Urdu page', async () => {
  const checked = await startNoScriptStack(await fixtureOrgs(['grid-three-currencies']), { PUBLIC_URL: 'https://pay.example.org/' });
  try {
    for (const [path, translator] of [
      ['/api/orders?lang=ur', urdu],
      ['/api/orders', english],
    ] as const) {
      const answer = await rawRequest(checked.proxy.origin, {
        method: 'POST',
        path,
        headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: new URLSearchParams(INVALID).toString(),
      });
      assert.is(answer.status, 400, path);
      assert.match(answer.text, translator === urdu ? '<html lang="ur" dir="rtl">' : '<html lang="en" dir="ltr">', path);
      assert.ok(answer.text.includes(translator.t('api.badHost')), `${path}: the Host's message`);
    }
    assert.is(checked.sim.orders.list().length, 0);
  } finally {
    await checked.close();
  }
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
  const origin = stack.proxy.origin;
  assert.match(html, '<html lang="ur" dir="rtl">');
  assert.match(html, urdu.t('api.accountRemovalReceived'));
  assert.match(html, `<p><a href="${origin}${REMOVAL_ROUTE}/ur/">${urdu.t('api.backToForm')}</a></p>`);
  assert.match(html, `<link rel="stylesheet" href="${origin}/${TEST_STYLES}">`);
  assert.match(html, '<h1>Platform Pages</h1>');
  const english = `/api/account-removal/received?route=${encodeURIComponent(REMOVAL_ROUTE)}`;
  assert.match(html, `<nav class="language-switch" aria-label="زبان"><a href="${english}" hreflang="en" lang="en">English</a></nav>`);
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
