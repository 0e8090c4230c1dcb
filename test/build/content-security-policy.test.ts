/**
 * The pages' Content-Security-Policy per page type: scripts from the page's own origin only (plus the
 * currency-rate widget's host on the pages that have one), never inline; frame-ancestors from the org
 * file; the proxy and PayPro's checkout as the only places a form may go; the meta form without
 * frame-ancestors.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  linkListPolicy,
  pagePolicy,
  PAYPRO_CHECKOUT_SOURCE,
  policyHeaderValue,
  policyMetaValue,
  type PageKind,
  type PagePolicy,
} from '../../build/content-security-policy.ts';
import { inlineHashSource } from '../../build/inline-style.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import type { CardCheckoutFormDef, DonationPageFormDef, FormDef, Org } from '../../orgs/types.ts';

const PAGES: PageKind[] = ['form', 'thank-you', 'demo-provider'];
const WIDGET = 'https://rates-widget.example.com';
/** The project's own org files, for the check of every page. */
let realOrgs: Org[] = [];
/** The fixture org files, for the checks of one scenario each. */
let orgs: Org[] = [];

test.before(async () => {
  realOrgs = (await loadOrgs()).map(({ org }) => structuredClone(org));
  orgs = (await loadOrgs(fixtureOrgsDir)).map(({ org }) => structuredClone(org));
});

/** A copy of the fixture org `id`, free to change. */
function orgNamed(id: string): Org {
  return structuredClone(orgs.find((org) => org.id === id)!);
}

function formOf<K extends FormDef['kind']>(org: Org, kind: K): Extract<FormDef, { kind: K }> {
  return org.forms.find((form) => form.kind === kind) as Extract<FormDef, { kind: K }>;
}

const sourcesIn = (policy: PagePolicy, directive: string) => policy[directive] ?? [];

test('no page of any org allows inline or evaluated script; everything unnamed is refused', () => {
  for (const org of [...realOrgs, ...orgs]) {
    for (const form of org.forms) {
      for (const page of PAGES) {
        const policy = pagePolicy(org, form, page, { apiBase: '/api', styles: 'body{margin:0}' });
        const where = `${org.id} ${form.route} ${page}`;
        assert.equal(sourcesIn(policy, 'default-src'), ["'none'"], where);
        assert.equal(sourcesIn(policy, 'object-src'), ["'none'"], where);
        assert.equal(sourcesIn(policy, 'base-uri'), ["'self'"], where);
        assert.is(sourcesIn(policy, 'script-src')[0], "'self'", where);
        assert.equal(sourcesIn(policy, 'style-src'), [inlineHashSource('body{margin:0}')], where);
        assert.not.match(policyHeaderValue(policy), /unsafe-inline|unsafe-eval|'nonce-|\*(?!\.paypro\.com\.pk)/, where);
      }
    }
  }
});

test('a page without styles of its own allows none: no stylesheet, no <style>, whatever its origin serves', () => {
  const org = orgNamed('donation-pages');
  assert.equal(sourcesIn(pagePolicy(org, org.forms[0]!, 'form', { apiBase: '/api' }), 'style-src'), ["'none'"]);
});

test("the widget's host is allowed on a donation page with a widget, for its script, requests and images", () => {
  const org = orgNamed('donation-pages');
  const form = formOf(org, 'donation-page');
  assert.ok(form.currencyWidget, 'the donation-pages donation page has a widget');
  const policy = pagePolicy(org, form, 'form', { apiBase: '/api' });
  assert.equal(sourcesIn(policy, 'script-src'), ["'self'", WIDGET]);
  assert.equal(sourcesIn(policy, 'connect-src'), ["'self'", WIDGET]);
  assert.equal(sourcesIn(policy, 'img-src'), ["'self'", 'data:', WIDGET]);
});

test("the widget's host appears nowhere else: not on its thank-you page, not without a widget, not on other kinds", () => {
  const org = orgNamed('donation-pages');
  const withWidget = formOf(org, 'donation-page');
  const withoutWidget: DonationPageFormDef = { ...withWidget };
  delete withoutWidget.currencyWidget;
  const others = orgs.flatMap((each) => each.forms.filter((form) => form.kind !== 'donation-page').map((form) => ({ org: each, form })));
  const cases = [
    { org, form: withWidget, page: 'thank-you' as const },
    { org, form: withoutWidget, page: 'form' as const },
    ...others.map(({ org: owner, form }) => ({ org: owner, form, page: 'form' as const })),
  ];
  for (const { org: owner, form, page } of cases) {
    assert.not.ok(policyHeaderValue(pagePolicy(owner, form, page, { apiBase: '/api' })).includes('rates-widget'), `${form.route} ${page}`);
  }
  assert.equal(sourcesIn(pagePolicy(org, withoutWidget, 'form', { apiBase: '/api' }), 'script-src'), ["'self'"]);
});

test("frame-ancestors is 'none' when the org file lists no embed origins, else exactly those origins", () => {
  const org = orgNamed('grid-three-currencies');
  const form = org.forms[0]!;
  assert.equal(org.embed, undefined);
  for (const page of ['form', 'thank-you'] as const) {
    assert.equal(sourcesIn(pagePolicy(org, form, page, { apiBase: '/api' }), 'frame-ancestors'), ["'none'"], page);
  }
  org.embed = { origins: ['https://www.grid-three-currencies.example', 'https://appeal.example.org:8443'] };
  for (const page of ['form', 'thank-you'] as const) {
    assert.equal(
      sourcesIn(pagePolicy(org, form, page, { apiBase: '/api' }), 'frame-ancestors'),
      ['https://www.grid-three-currencies.example', 'https://appeal.example.org:8443'],
      page,
    );
  }
});

test("the demo provider page, framed by its own card checkout page, allows 'self' besides the embed origins", () => {
  const org = orgNamed('grid-three-currencies');
  const form = org.forms[0]!;
  assert.equal(sourcesIn(pagePolicy(org, form, 'demo-provider', { apiBase: '/api' }), 'frame-ancestors'), ["'self'"]);
  org.embed = { origins: ['https://www.grid-three-currencies.example'] };
  assert.equal(sourcesIn(pagePolicy(org, form, 'demo-provider', { apiBase: '/api' }), 'frame-ancestors'), [
    "'self'",
    'https://www.grid-three-currencies.example',
  ]);
});

test('the meta form leaves out frame-ancestors (ignored in a meta element); the header form keeps it', () => {
  const org = orgNamed('grid-three-currencies');
  org.embed = { origins: ['https://www.grid-three-currencies.example'] };
  const policy = pagePolicy(org, org.forms[0]!, 'form', { apiBase: '/api' });
  const header = policyHeaderValue(policy);
  const meta = policyMetaValue(policy);
  assert.ok(header.endsWith('; frame-ancestors https://www.grid-three-currencies.example'), header);
  assert.not.ok(meta.includes('frame-ancestors'), meta);
  assert.is(`${meta}; frame-ancestors https://www.grid-three-currencies.example`, header);
});

test("an order form posts to its own origin's proxy or the proxy's origin, then to PayPro's checkout", () => {
  const org = orgNamed('grid-three-currencies');
  const form = org.forms[0]!;
  const local = pagePolicy(org, form, 'form', { apiBase: '/api' });
  assert.equal(sourcesIn(local, 'connect-src'), ["'self'"]);
  assert.equal(sourcesIn(local, 'form-action'), ["'self'", PAYPRO_CHECKOUT_SOURCE]);
  const remote = pagePolicy(org, form, 'form', {
    apiBase: 'https://pay.example.org/api',
    checkoutUrls: ['https://pay-test.example.net/pyb-demo/'],
  });
  assert.equal(sourcesIn(remote, 'connect-src'), ["'self'", 'https://pay.example.org']);
  assert.equal(sourcesIn(remote, 'form-action'), [
    "'self'",
    'https://pay.example.org',
    PAYPRO_CHECKOUT_SOURCE,
    'https://pay-test.example.net',
  ]);
});

test('pages that post nowhere allow no form target: demo provider and card checkout pages', () => {
  const platform = orgNamed('platform-pages');
  const checkout = formOf(platform, 'card-checkout');
  assert.equal(sourcesIn(pagePolicy(platform, checkout, 'form', { apiBase: '/api' }), 'form-action'), ["'none'"]);
  assert.equal(sourcesIn(pagePolicy(platform, checkout, 'demo-provider', { apiBase: '/api' }), 'form-action'), ["'none'"]);
  assert.is(
    pagePolicy(platform, checkout, 'demo-provider', { apiBase: '/api' })['connect-src'],
    undefined,
    'the demo provider page makes no request',
  );
  const removal = formOf(platform, 'account-removal');
  assert.equal(sourcesIn(pagePolicy(platform, removal, 'form', { apiBase: '/api' }), 'form-action'), ["'self'"]);
});

test("a thank-you page reaches the proxy and nothing else: its status requests and its lookup form's GET", () => {
  for (const org of orgs) {
    for (const form of org.forms) {
      const local = pagePolicy(org, form, 'thank-you', { apiBase: '/api' });
      assert.equal(sourcesIn(local, 'connect-src'), ["'self'"], form.route);
      assert.equal(sourcesIn(local, 'form-action'), ["'self'"], form.route);
    }
  }
  const org = orgNamed('grid-three-currencies');
  const options = { apiBase: 'https://pay.example.org/api', checkoutUrls: ['https://pay-test.example.net/pyb-demo/'] };
  const remote = pagePolicy(org, org.forms[0]!, 'thank-you', options);
  assert.equal(sourcesIn(remote, 'connect-src'), ['https://pay.example.org'], 'not even its own origin');
  assert.equal(sourcesIn(remote, 'form-action'), ['https://pay.example.org'], 'no checkout: the page sends nobody to pay');
  assert.not.match(policyHeaderValue(remote), /paypro\.com\.pk|pay-test/);
});

test('only the card checkout page may frame, and only its provider', () => {
  const platform = orgNamed('platform-pages');
  const demo = formOf(platform, 'card-checkout');
  assert.equal(sourcesIn(pagePolicy(platform, demo, 'form', { apiBase: '/api' }), 'frame-src'), ["'self'"]);
  const real: CardCheckoutFormDef = { ...demo, provider: 'https://checkout.cards.example/pay?x=1' };
  assert.equal(sourcesIn(pagePolicy(platform, real, 'form', { apiBase: '/api' }), 'frame-src'), ['https://checkout.cards.example']);
  for (const page of ['thank-you', 'demo-provider'] as const) {
    assert.is(pagePolicy(platform, real, page, { apiBase: '/api' })['frame-src'], undefined, page);
  }
  for (const org of orgs) {
    for (const form of org.forms.filter((each) => each.kind !== 'card-checkout')) {
      assert.is(pagePolicy(org, form, 'form', { apiBase: '/api' })['frame-src'], undefined, form.route);
    }
  }
});

test('the route list allows no script, no style and no form', () => {
  const header = policyHeaderValue(linkListPolicy());
  assert.is(header, "default-src 'none'; img-src 'self' data:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'");
});

test.run();
