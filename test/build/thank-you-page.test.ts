/**
 * The built thank-you pages: the data their script reads (the proxy's base, the form's route, the form's
 * kind, the org's name and only the contact its file gives), the lookup form for browsers without
 * script (a GET to the proxy's status page, bound to the form's route and, in Urdu, the language), a
 * neutral text, and a policy that lets the page reach the proxy and nothing else.
 */
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuiltFile } from '../../build/build-site.ts';
import { renderThankYouPage, thankYouData } from '../../build/render-pages.ts';
import { paymentOf } from '../../orgs/kinds.ts';
import { routeFolder } from '../../build/site-paths.ts';
import type { LoadedOrg } from '../../orgs/types.ts';
import { compiledMessages } from '../../orgs/i18n/compile.ts';
import { readThankYouData } from '../../templates/thank-you-data.ts';
import { fixtureOrg } from '../helpers/fixture-orgs.ts';
import { placeholderContext } from '../templates/helpers/render-page.ts';
import { builtSite, fileAt, text } from './helpers/built-site.ts';

let orgs: LoadedOrg[] = [];
let files: BuiltFile[] = [];

test.before(async () => {
  ({ orgs, files } = await builtSite());
});

/** The English thank-you messages, as the build compiles them for the page and its script. */
const THANK_YOU_MESSAGES = compiledMessages('en', ['thankYou.']);

const parse = (html: string) => new JSDOM(html).window.document;
const thanksOf = (orgId: string, route: string) => parse(text(fileAt(files, orgId, `${routeFolder(route)}/thank-you/index.html`)!));

/** The lookup form's controls as [name, value] (value null when it has none). */
const lookupControls = (page: Document) =>
  [...page.getElementById('order-lookup')!.querySelectorAll('input, select, textarea')].map((input) => [
    input.getAttribute('name'),
    input.getAttribute('value'),
  ]);

test("every thank-you page carries its data: /api, the route, its payments' name, the org name and its contact facts only", () => {
  for (const { org } of orgs) {
    for (const form of org.forms) {
      const page = thanksOf(org.id, form.route);
      const data = JSON.parse(page.getElementById('page-props')?.textContent ?? 'null');
      const contact = {
        displayName: org.displayName,
        ...(org.contactEmail && { contactEmail: org.contactEmail }),
        ...(org.siteUrl && { siteUrl: org.siteUrl }),
      };
      const expected = {
        apiBase: '/api',
        route: form.route,
        payment: paymentOf(form),
        org: contact,
        language: 'en',
        messages: THANK_YOU_MESSAGES,
      };
      assert.equal(data, expected, form.route);
      assert.equal(readThankYouData(page.getElementById('page-props')?.textContent), data, form.route);
    }
  }
});

test('the contact facts: a renewal page has its e-mail; a siteUrl is passed on; nothing else of the org', async () => {
  const membership = await fixtureOrg('membership');
  assert.equal(thankYouData(membership, membership.forms[0]!, '/api', 'en').org, {
    displayName: 'Membership Chamber',
    contactEmail: 'desk@chamber.example.org',
  });
  const withSite = {
    ...membership,
    siteUrl: 'https://chamber.example.org',
    proxyUrl: 'https://pay.example.org/api',
    allowedOrigins: ['https://a.example'],
  };
  assert.equal(Object.keys(thankYouData(withSite, membership.forms[0]!, '/api', 'en').org).sort(), [
    'contactEmail',
    'displayName',
    'siteUrl',
  ]);
});

test('without script: a neutral text, and a GET form to the proxy status page with the route and one empty order input', () => {
  for (const { org } of orgs) {
    for (const form of org.forms) {
      const page = thanksOf(org.id, form.route);
      const region = page.getElementById('payment-result')!;
      assert.is(region.getAttribute('role'), 'status');
      assert.is(region.getAttribute('aria-live'), 'polite');
      assert.match(region.textContent ?? '', 'PayPro emails a receipt once the payment is through.');
      assert.not.match(page.querySelector('main')?.textContent ?? '', /went through|is confirmed|not paid/);
      const lookup = page.getElementById('order-lookup')!;
      assert.equal([lookup.getAttribute('method'), lookup.getAttribute('action')], ['get', '/api/orders/page'], form.route);
      assert.equal(
        lookupControls(page),
        [
          ['route', form.route],
          ['order', null],
        ],
        form.route,
      );
    }
  }
});

test('an Urdu thank-you page asks as the same form, and its lookup form keeps the language', () => {
  let urduPages = 0;
  for (const { org } of orgs) {
    for (const form of org.forms) {
      const file = fileAt(files, org.id, `${routeFolder(form.route)}/ur/thank-you/index.html`);
      if (!file) continue;
      urduPages += 1;
      const page = parse(text(file));
      const data = readThankYouData(page.getElementById('page-props')?.textContent);
      assert.equal([data?.route, data?.language], [form.route, 'ur'], form.route);
      assert.equal(
        lookupControls(page),
        [
          ['route', form.route],
          ['lang', 'ur'],
          ['order', null],
        ],
        form.route,
      );
    }
  }
  assert.ok(urduPages > 0, 'the org files build Urdu pages');
});

test("the proxy's base follows the build: data and lookup form alike", async () => {
  const org = await fixtureOrg('grid-three-currencies');
  const form = org.forms[0]!;
  const page = parse(renderThankYouPage(org, form, { ...placeholderContext(form), apiBase: 'https://pay.example.org/api' }).html);
  assert.is(page.getElementById('order-lookup')?.getAttribute('action'), 'https://pay.example.org/api/orders/page');
  assert.is(JSON.parse(page.getElementById('page-props')!.textContent!).apiBase, 'https://pay.example.org/api');
});

test("each thank-you page's policy: connect-src and form-action to the proxy only, no inline anything", () => {
  for (const { org } of orgs) {
    for (const form of org.forms) {
      const path = `${routeFolder(form.route)}/thank-you/index.html`;
      const file = fileAt(files, org.id, path)!;
      const policy = file.headers?.['Content-Security-Policy'] ?? '';
      assert.match(policy, "connect-src 'self';", path);
      assert.match(policy, "form-action 'self';", path);
      assert.not.match(policy, /paypro\.com\.pk|unsafe-inline/, path);
      const meta = parse(text(file)).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
      assert.is(`${meta}; frame-ancestors ${policy.split('frame-ancestors ')[1]}`, policy, path);
    }
  }
});

test.run();
