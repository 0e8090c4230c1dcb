/**
 * The form page the proxy shows again after a post without JavaScript, for one form of every kind that
 * takes a post: every field keeps what was sent and shows its message, the form's message shows under
 * it, no script is loaded, and every relative URL resolves against the page's own folder.
 */
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SubmittedPageAssets } from '../../build/form-renderer.ts';
import { renderSubmittedPage } from '../../build/render-with-errors.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { rulesFor } from '../../orgs/rules/index.ts';
import type { RouteTarget } from '../../orgs/routes.ts';
import type { SubmittedForm } from '../../proxy/no-script/render-form.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { english } from '../helpers/translators.ts';

/** One route of each kind whose page posts to the proxy. */
const ROUTES = [
  '/merchantform/grid-three-currencies',
  '/merchantform/grid-logo',
  '/merchantform/donation-pages/Donation',
  '/merchantform/campaign-and-zakat/Zakat',
  '/merchantform/campaign-and-zakat/Donation',
  '/merchantform/wizard-two-accounts',
  '/wizard-address',
  '/merchantform/associates',
  '/course-registration',
  '/fixed-amount-pkr',
  '/platform-pages/account-removal',
];

const ASSETS: SubmittedPageAssets = {
  styles: 'assets/styles-TEST.css',
  logos: new Map([['assets/fixture-banner.svg', { path: 'assets/fixture-banner-TEST.svg', width: 120, height: 30 }]]),
};

const LOCATION = { pageUrl: 'https://donate.example.org/site', apiBase: 'https://pay.example.org/api' };

/** A value a person could type in any box, phone boxes included. */
const TYPED = '0300 1234567';

let targets: RouteTarget[] = [];

test.before(async () => {
  const forms = (await loadOrgs(fixtureOrgsDir)).flatMap(({ org }) => org.forms.map((form) => ({ org, form })));
  targets = ROUTES.map((route) => {
    const target = forms.find(({ form }) => form.route === route);
    if (!target) throw new Error(`no form at ${route}`);
    return target;
  });
});

function render(target: RouteTarget, submitted: SubmittedForm) {
  const pageUrl = `${LOCATION.pageUrl}${target.form.route}/`;
  const page = renderSubmittedPage(target, submitted, { ...LOCATION, pageUrl }, ASSETS, 'en');
  return { ...page, document: new JSDOM(page.html, { url: 'https://pay.example.org/api/orders' }).window.document, pageUrl };
}

/** For each field of the form, a value its control can show: an option other than the first for lists, else TYPED. */
function valuesFor(target: RouteTarget): Record<string, string> {
  const { document } = render(target, { values: {}, errors: {}, message: '' });
  const values: Record<string, string> = {};
  for (const field of rulesFor(target.form, english).fields) {
    const options = [
      ...document.querySelectorAll<HTMLOptionElement | HTMLInputElement>(
        `select[name="${field}"] option, input[type="radio"][name="${field}"]`,
      ),
    ]
      .map((option) => option.value)
      .filter((value) => value !== '');
    values[field] = options.at(-1) ?? TYPED;
  }
  return values;
}

/** What the control named `field` shows. */
function shown(document: Document, field: string): string | undefined {
  const control = document.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    `input[name="${field}"]:not([type="radio"]), select[name="${field}"], textarea[name="${field}"], input[type="radio"][name="${field}"]:checked`,
  );
  return control?.value;
}

test('every field keeps its value and shows its message; the message shows under the form', () => {
  for (const target of targets) {
    const values = valuesFor(target);
    const errors = Object.fromEntries(Object.keys(values).map((field) => [field, `Fix ${field} of ${target.form.route}.`]));
    const { document } = render(target, { values, errors, message: 'Some fields need attention.' });
    for (const [field, value] of Object.entries(values)) {
      assert.is(shown(document, field), value, `${target.form.route}: ${field} keeps its value`);
      assert.is(document.getElementById(`field-${field}-error`)?.textContent, errors[field], `${target.form.route}: ${field}'s message`);
    }
    assert.is(document.querySelector('form .form-message')?.textContent, 'Some fields need attention.', target.form.route);
  }
});

test('a field in error is marked invalid and described by its message', () => {
  const target = targets[0]!;
  const { document } = render(target, { values: { email: 'ayesha@' }, errors: { email: 'Email address is invalid.' }, message: '' });
  const email = document.querySelector('input[name="email"]');
  assert.is(email?.getAttribute('aria-invalid'), 'true');
  assert.is(email?.getAttribute('aria-describedby'), 'field-email-error');
  assert.is(document.querySelector('input[name="name"]')?.getAttribute('aria-invalid'), null);
});

test('the page loads no script, and its stylesheet and logo resolve in the page folder', () => {
  const withLogo = targets[1]!;
  const { html, document, pageUrl } = render(withLogo, { values: {}, errors: {}, message: '' });
  assert.not.match(html, '<script');
  assert.is(document.querySelector('base')?.getAttribute('href'), pageUrl);
  const stylesheet = document.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '';
  assert.is(new URL(stylesheet, pageUrl).href, `${LOCATION.pageUrl}/${ASSETS.styles}`);
  const logo = document.querySelector('img.form-logo')?.getAttribute('src') ?? '';
  assert.is(new URL(logo, pageUrl).href, `${LOCATION.pageUrl}/assets/fixture-banner-TEST.svg`);
  assert.is(document.querySelector('form')?.getAttribute('action'), `${LOCATION.apiBase}/orders`);
});

test('the account removal page posts back to its own endpoint', () => {
  const removal = targets.at(-1)!;
  const { document } = render(removal, { values: { email: 'donor@' }, errors: { email: 'Email address is invalid.' }, message: '' });
  assert.is(document.querySelector('form')?.getAttribute('action'), `${LOCATION.apiBase}/account-removal`);
  assert.is(document.querySelector<HTMLInputElement>('input[name="email"]')?.value, 'donor@');
});

test('the policy lets the page load from its own origin and post to the proxy and the checkout, and nothing else', () => {
  const { contentSecurityPolicy } = render(targets[0]!, { values: {}, errors: {}, message: '' });
  const directives = new Map(contentSecurityPolicy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
  assert.equal(directives.get('default-src'), ["'none'"]);
  assert.equal(directives.get('style-src'), ['https://donate.example.org']);
  assert.equal(directives.get('base-uri'), ['https://donate.example.org']);
  assert.ok(directives.get('form-action')?.includes('https://pay.example.org'));
  assert.ok(directives.get('form-action')?.includes('https://*.paypro.com.pk'));
  assert.is(directives.get('script-src'), undefined);
});

test('the whole policy of an order page; a removal page posts only to the proxy', () => {
  const empty = { values: {}, errors: {}, message: '' };
  assert.is(
    render(targets[0]!, empty).contentSecurityPolicy,
    "default-src 'none'; style-src https://donate.example.org; img-src https://donate.example.org data:; " +
      "form-action 'self' https://pay.example.org https://*.paypro.com.pk; base-uri https://donate.example.org; " +
      "object-src 'none'; frame-ancestors 'none'",
  );
  const removal = render(targets.at(-1)!, empty).contentSecurityPolicy;
  assert.match(removal, "; form-action 'self' https://pay.example.org; ");
});

test("the org file's embed origins are the page's frame ancestors; a currency widget's host is not allowed", () => {
  const [, , donationPage] = targets;
  const framed = {
    ...donationPage!,
    org: { ...donationPage!.org, embed: { origins: ['https://donate.example.org', 'https://partner.example.com'] } },
  };
  const directives = new Map(
    render(framed, { values: {}, errors: {}, message: '' })
      .contentSecurityPolicy.split('; ')
      .map((part) => [part.split(' ')[0], part]),
  );
  assert.is(directives.get('frame-ancestors'), 'frame-ancestors https://donate.example.org https://partner.example.com');
  assert.is(directives.get('img-src'), 'img-src https://donate.example.org data:');
});

test.run();
