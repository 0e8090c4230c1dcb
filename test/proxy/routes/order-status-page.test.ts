/**
 * The proxy's HTML status page, `GET /api/orders/:orderNumber/page` and `GET /api/orders/page?order=`,
 * with a fake ledger: HTML in the words of the thank-you page for each state, not cached; a 404 page
 * for an unknown or malformed OrderNumber (the ledger not asked for a malformed one); with a `route`
 * (the thank-you page's lookup form sends its own), the same 404 page for an order of another form or
 * org, in both languages; only `order`, `route` and `lang` of the query string are read, and nothing of
 * it but a valid OrderNumber and the order's own route is ever written back. Each page looks like the
 * thank-you page: the forms' stylesheet and the form's logo from where the org's pages are hosted (its
 * siteUrl, else the proxy's origin), the org's name, a link back to the form and the language switch,
 * under a policy that allows exactly those; with no asset names known, the small inline style.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import { indexRoutes } from '../../../orgs/routes.ts';
import type { Org } from '../../../orgs/types.ts';
import { ORDER_STATES } from '../../../orgs/public-order-status.ts';
import { startStatusRoutes, viewOf, withoutGroups, type StatusRoutes } from '../order-status/helpers/status-routes.ts';
import { urdu } from '../../helpers/translators.ts';

const urduBack = urdu.t('api.backToForm');

let served: StatusRoutes;
const views = [
  ...ORDER_STATES.map((state) => viewOf(state, { orderNumber: `JHR-${state}` })),
  viewOf('created', { orderNumber: 'SCCI-1', org: 'membership', route: '/membership', formKind: 'membership-renewal' }),
  viewOf('paid', { orderNumber: 'GONE-1', org: 'retired-org', route: '/no-longer-published' }),
  viewOf('paid', { orderNumber: 'USD-paid', org: 'fixed-amount', route: '/fixed-amount-dollar', formKind: 'fixed-amount' }),
];
const GRID = '/merchantform/grid-three-currencies';
const FORGED = `status=Success&ordId=99999999999999&msg=${encodeURIComponent('<script>alert(1)</script>went through')}`;

test.before(async () => {
  const orgs: Org[] = [];
  orgs.push(...(await fixtureOrgs(['grid-three-currencies', 'membership', 'fixed-amount'])));
  served = await startStatusRoutes(views, indexRoutes(orgs));
});
test.after(() => served.close());
test.before.each(() => {
  served.asked.length = 0;
});

async function html(path: string): Promise<{ status: number; body: string; headers: Headers }> {
  const response = await fetch(`${served.origin}${path}`);
  return { status: response.status, body: await response.text(), headers: response.headers };
}

test('each state by path: 200 HTML in the thank-you words, not cached, naming the org', async () => {
  const expected: Record<string, string> = {
    paid: 'Your donation of PKR 2,500 is confirmed.',
    pending: 'Your donation is not confirmed yet.',
    created: 'Your donation is not confirmed yet.',
    unknown: 'Your donation is not confirmed yet.',
    amount_mismatch: 'Your donation is not confirmed yet.',
    rejected: 'Your donation was not paid.',
    blocked: 'Your donation was not paid.',
    expired: 'Your donation was not paid.',
  };
  for (const state of ORDER_STATES) {
    const { status, body, headers } = await html(`/api/orders/JHR-${state}/page`);
    assert.is(status, 200, state);
    assert.match(headers.get('content-type') ?? '', 'text/html');
    assert.is(headers.get('cache-control'), 'no-store');
    assert.match(body, `<p>${expected[state]}</p>`, state);
    assert.match(body, '<h1>Three Currencies Trust</h1>');
    assert.not.match(body, 'went through');
  }
});

test('the same page by ?order=, the number trimmed as a donor may type it', async () => {
  const { status, body } = await html('/api/orders/page?order=%20JHR-paid%20');
  assert.is(status, 200);
  assert.match(body, 'Your donation of PKR 2,500 is confirmed.');
  assert.match(body, 'Paid on 12 May 2025 at 14:03 GMT+5.');
  assert.match(body, 'PayPro reference: 01102205600001');
  assert.equal(served.asked, ['JHR-paid']);
});

test('not paid links back to the form on the proxy origin; still confirming offers to check again', async () => {
  const blocked = (await html('/api/orders/JHR-blocked/page')).body;
  assert.match(blocked, `<a href="${served.origin}/merchantform/grid-three-currencies/">Go back to the form to try again</a>`);
  assert.not.match(blocked, 'Check again');
  const created = (await html('/api/orders/JHR-created/page')).body;
  assert.match(created, '<a href="?order=JHR-created">Check again</a>');
  assert.match(withoutGroups(created), 'If no receipt arrives, contact Three Currencies Trust and give them the order number JHR-created.');
  assert.not.match(created, 'try again');
});

test('the words fit the form and its org file: membership renewal and its contact e-mail', async () => {
  const { body } = await html('/api/orders/SCCI-1/page');
  assert.match(body, 'Your membership renewal is not confirmed yet.');
  assert.match(body, 'contact Membership Chamber at desk@chamber.example.org');
});

test('an order whose form is no longer published still shows, under its org id, without a form link', async () => {
  const { status, body } = await html('/api/orders/GONE-1/page');
  assert.is(status, 200);
  assert.match(body, '<h1>retired-org</h1>');
  assert.match(body, 'is confirmed.');
});

test('unknown, malformed or missing: a 404 page, neutral; a malformed one never reaches the ledger', async () => {
  for (const path of ['/api/orders/NOPE-1/page', '/api/orders/page?order=NOPE-1']) {
    const { status, body, headers } = await html(path);
    assert.is(status, 404, path);
    assert.match(headers.get('content-type') ?? '', 'text/html');
    assert.is(headers.get('cache-control'), 'no-store');
    assert.match(body, 'We could not find this order.');
    assert.not.match(body, 'NOPE-1');
  }
  served.asked.length = 0;
  for (const path of [
    '/api/orders/a%20b/page',
    '/api/orders/page',
    '/api/orders/page?order=',
    `/api/orders/page?order=${'x'.repeat(65)}`,
    '/api/orders/page?order=%3Cb%3E',
  ]) {
    assert.is((await html(path)).status, 404, path);
  }
  assert.equal(served.asked, []);
});

test('nothing from the query string but a valid order is written back, on either address', async () => {
  const pages = [
    await html(`/api/orders/JHR-created/page?${FORGED}&order=OTHER`),
    await html(`/api/orders/page?order=JHR-created&${FORGED}`),
    await html(`/api/orders/page?order=${encodeURIComponent('<script>x</script>')}&${FORGED}`),
    await html(`/api/orders/NOPE-2/page?${FORGED}`),
  ];
  for (const { body } of pages) {
    assert.not.match(body, /<script|alert|went through|Success|OTHER|ordId|99999999999999/);
  }
  assert.match(pages[0]!.body, '?order=JHR-created"', 'the path, not the query, names the order');
});

test('only the first of repeated order parameters is used', async () => {
  assert.is((await html('/api/orders/page?order=JHR-paid&order=NOPE')).status, 200);
  assert.is((await html('/api/orders/page?order=NOPE&order=JHR-paid')).status, 404);
});

test('in Urdu by the path or by ?lang=ur: lang and dir, the thank-you words in Urdu, links that keep the language', async () => {
  for (const path of ['/api/orders/JHR-created/page/ur', '/api/orders/page?order=JHR-created&lang=ur']) {
    const { status, body } = await html(path);
    assert.is(status, 200, path);
    assert.match(body, '<html lang="ur" dir="rtl">', path);
    assert.match(body, '<p>عطیے کی ابھی تصدیق نہیں ہوئی۔</p>', path);
    assert.match(body, 'href="?order=JHR-created&amp;lang=ur"', `${path}: check again, in Urdu`);
  }
  const paid = await html('/api/orders/JHR-paid/page/ur');
  assert.match(paid.body, '\u2066PKR 2,500\u2069', 'the amount isolated left to right');
  const missing = await html('/api/orders/NOPE-1/page/ur');
  assert.is(missing.status, 404);
  assert.match(missing.body, '<html lang="ur" dir="rtl">');
  assert.match(missing.body, '<h1>آرڈر نہیں ملا</h1>');
});

test("PayPro's return query after the path keeps the page and its language, whichever way it is joined", async () => {
  for (const path of [
    `/api/orders/JHR-created/page/ur?${FORGED}`,
    `/api/orders/JHR-created/page/ur/?${FORGED}`,
    `/api/orders/JHR-created/page?lang=ur&${FORGED}`,
    `/api/orders/JHR-created/page?${FORGED}&lang=ur`,
  ]) {
    const { status, body } = await html(path);
    assert.is(status, 200, path);
    assert.match(body, '<html lang="ur" dir="rtl">', path);
    assert.match(body, '<p>عطیے کی ابھی تصدیق نہیں ہوئی۔</p>', path);
  }
  const english = await html(`/api/orders/JHR-paid/page?${FORGED.replace('Success', 'Failed')}`);
  assert.is(english.status, 200);
  assert.match(english.body, '<p>Your donation of PKR 2,500 is confirmed.</p>', 'the ledger, not the query');
});

test("with the lookup form's route: its own form's order shows, and asking again keeps the route", async () => {
  const { status, body } = await html(`/api/orders/page?order=JHR-created&route=${GRID}`);
  assert.is(status, 200);
  assert.match(body, '<h1>Three Currencies Trust</h1>');
  assert.match(body, `<a href="?order=JHR-created&amp;route=${GRID}">Check again</a>`);
  const urdu = await html(`/api/orders/JHR-created/page/ur?route=${encodeURIComponent(`${GRID}/`)}`);
  assert.is(urdu.status, 200);
  assert.match(urdu.body, `href="?order=JHR-created&amp;route=${GRID}&amp;lang=ur"`, 'the canonical route, in Urdu');
});

test("with a route, another org's or another form's order is the unknown order's 404 page, in English and in Urdu", async () => {
  for (const language of ['en', 'ur']) {
    const lang = language === 'ur' ? '&lang=ur' : '';
    const unknown = await html(`/api/orders/page?order=NOPE-1&route=${GRID}${lang}`);
    assert.is(unknown.status, 404);
    for (const path of [
      `/api/orders/page?order=SCCI-1&route=${GRID}${lang}`,
      `/api/orders/page?order=JHR-paid&route=/membership${lang}`,
      `/api/orders/page?order=USD-paid&route=/fixed-amount-pkr${lang}`,
      `/api/orders/page?order=GONE-1&route=${GRID}${lang}`,
      `/api/orders/JHR-paid/page${language === 'ur' ? '/ur' : ''}?route=/membership`,
    ]) {
      const { status, body } = await html(path);
      assert.is(status, 404, path);
      assert.is(body, unknown.body, path);
      assert.not.match(body, /Three Currencies|Membership Chamber|confirmed|2,500|تصدیق ہو گئی/, path);
    }
  }
  assert.is((await html('/api/orders/page?order=USD-paid&route=/fixed-amount-dollar')).status, 200, 'its own form');
});

test('a route that names no form is the 404 page, and the ledger is never asked', async () => {
  for (const path of ['/api/orders/page?order=JHR-paid&route=', '/api/orders/JHR-paid/page?route=/no-such-form']) {
    assert.is((await html(path)).status, 404, path);
  }
  assert.equal(served.asked, []);
});

test('a language the pages are not written in reads as English', async () => {
  for (const path of ['/api/orders/JHR-created/page/fr', '/api/orders/page?order=JHR-created&lang=<b>']) {
    const { status, body } = await html(path);
    assert.is(status, 200, path);
    assert.match(body, '<html lang="en" dir="ltr">', path);
    assert.match(body, '<p>Your donation is not confirmed yet.</p>', path);
    assert.not.match(body, '<b>', path);
  }
});

const ASSETS = {
  styles: 'assets/styles-1A2B3C4D.css',
  logos: new Map([['assets/fixture-banner.svg', { path: 'assets/fixture-banner-5E6F7A8B.svg', width: 600, height: 120 }]]),
};
const LOGO_ROUTE = '/merchantform/grid-logo';
const STYLED_VIEWS = [
  ...ORDER_STATES.map((state) => viewOf(state, { orderNumber: `LOGO-${state}`, org: 'grid-logo', route: LOGO_ROUTE })),
  viewOf('paid', { orderNumber: 'SITE-1', org: 'fixed-amount', route: '/fixed-amount-dollar', formKind: 'fixed-amount' }),
];

/** The fixture orgs of the styled pages, the fixed-amount org hosted on its own site under a path. */
async function styledRoutes(): Promise<StatusRoutes> {
  const orgs = await fixtureOrgs(['grid-logo', 'fixed-amount']);
  const hosted = orgs.map((org) => (org.id === 'fixed-amount' ? { ...org, siteUrl: 'https://donate.example.org/pay/' } : org));
  return startStatusRoutes(STYLED_VIEWS, indexRoutes(hosted), ASSETS);
}

test('each state, in English and in Urdu: the stylesheet and logo from the pages, the org, a link back in the language, the switch, a strict policy', async () => {
  const styled = await styledRoutes();
  try {
    const origin = styled.origin;
    for (const state of ORDER_STATES) {
      for (const [path, language] of [
        [`/api/orders/LOGO-${state}/page`, 'en'],
        [`/api/orders/LOGO-${state}/page/ur`, 'ur'],
        [`/api/orders/page?order=LOGO-${state}&route=${LOGO_ROUTE}&lang=ur`, 'ur'],
      ] as const) {
        const response = await fetch(`${origin}${path}`);
        const body = await response.text();
        const urdu = language === 'ur';
        assert.is(response.status, 200, path);
        assert.match(body, `<html lang="${language}" dir="${urdu ? 'rtl' : 'ltr'}">`, path);
        assert.match(body, `<link rel="stylesheet" href="${origin}/assets/styles-1A2B3C4D.css">`, path);
        assert.match(
          body,
          `<img class="form-logo" src="${origin}/assets/fixture-banner-5E6F7A8B.svg" width="600" height="120" alt="Logo Trust">`,
          path,
        );
        assert.match(body, '<h1>Logo Trust</h1>', path);
        const back = urdu ? `${origin}${LOGO_ROUTE}/ur/` : `${origin}${LOGO_ROUTE}/`;
        assert.match(body, `<p><a href="${back}">${urdu ? urduBack : 'Back to the form'}</a></p>`, path);
        const bound = path.includes('route=') ? `&amp;route=${LOGO_ROUTE}` : '';
        const other = urdu
          ? `/api/orders/page?order=LOGO-${state}${bound}" hreflang="en" lang="en">English`
          : `/api/orders/page?order=LOGO-${state}&amp;lang=ur" hreflang="ur" lang="ur">اردو`;
        assert.match(body, `<nav class="language-switch" aria-label="${urdu ? 'زبان' : 'Language'}"><a href="${other}</a></nav>`, path);
        assert.is(
          response.headers.get('content-security-policy'),
          `default-src 'none'; style-src ${origin}; img-src ${origin}; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`,
          path,
        );
        assert.is(response.headers.get('x-frame-options'), 'DENY', path);
        assert.not.match(body, /<script|<style|unsafe-inline/, path);
      }
    }
    // The switch's address is the page in the other language.
    const switched = await fetch(`${origin}/api/orders/page?order=LOGO-paid&lang=ur`);
    assert.match(await switched.text(), '<html lang="ur" dir="rtl">');
  } finally {
    await styled.close();
  }
});

test("an org hosted on its own site: the stylesheet and the link back on its siteUrl, style-src that site's origin", async () => {
  const styled = await styledRoutes();
  try {
    const response = await fetch(`${styled.origin}/api/orders/SITE-1/page`);
    const body = await response.text();
    assert.match(body, '<link rel="stylesheet" href="https://donate.example.org/pay/assets/styles-1A2B3C4D.css">');
    assert.match(body, '<a href="https://donate.example.org/pay/fixed-amount-dollar/">Back to the form</a>');
    assert.is(
      response.headers.get('content-security-policy'),
      "default-src 'none'; style-src https://donate.example.org; form-action 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  } finally {
    await styled.close();
  }
});

test('no asset names known, or no org to find the pages of: the inline style, allowed by its hash alone', async () => {
  const styled = await styledRoutes();
  try {
    for (const [origin, path] of [
      [served.origin, '/api/orders/JHR-paid/page'],
      [styled.origin, '/api/orders/NOPE-1/page/ur'],
    ] as const) {
      const response = await fetch(`${origin}${path}`);
      const body = await response.text();
      const policy = response.headers.get('content-security-policy') ?? '';
      assert.match(
        policy,
        /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'$/,
        path,
      );
      assert.match(body, /<style>[^<]+<\/style>/, path);
      assert.not.match(body, /<link|<img/, path);
    }
  } finally {
    await styled.close();
  }
});

test.run();
