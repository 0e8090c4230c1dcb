/**
 * The status page's HTML: the thank-you page's words per state (a state not final reads as the
 * thank-you page's ending), in the thank-you page's look (the forms' stylesheet linked from the pages'
 * origin, the org's name and logo, the language switch, a link back to the form) with a policy that
 * allows just that; every text escaped; no script and no donor data; the inline style, by its hash,
 * when no stylesheet is known; and a neutral not-found page.
 */
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { translatorFor } from '../../../orgs/i18n/compile.ts';
import type { Language } from '../../../orgs/i18n/languages.ts';
import { resultText } from '../../../orgs/order-result-text.ts';
import { kindNamed } from '../../../orgs/kinds.ts';
import { ORDER_STATES } from '../../../orgs/public-order-status.ts';
import { notFoundPage, statusPage, statusPagePhase } from '../../../proxy/order-status/status-page-html.ts';
import type { PageLook } from '../../../proxy/own-pages/page-look.ts';
import { viewOf, withoutGroups } from './helpers/status-routes.ts';

const PAGES = 'https://pages.example.org';
const FORM = `${PAGES}/merchantform/grid-three-currencies/`;
const look: PageLook = {
  language: 'en',
  languages: ['en', 'ur'],
  orgName: 'Three Currencies Trust',
  theme: 'dark',
  stylesheetUrl: `${PAGES}/assets/styles-1A2B3C4D.css`,
  logo: { url: `${PAGES}/assets/logo-5E6F7A8B.svg`, width: 120, height: 40, alt: 'Three Currencies logo' },
  formUrl: FORM,
};
const inLanguage = (language: Language) => `/api/orders/page?order=JHR-1&lang=${language}`;
const context = { org: { displayName: 'Three Currencies Trust' }, checkAgainUrl: '?order=JHR-1', inLanguage };

test('each state: the phase, and the same paragraphs the thank-you page would show, in its result region', () => {
  const phases = Object.fromEntries(ORDER_STATES.map((state) => [state, statusPagePhase({ state })]));
  assert.equal(phases, {
    pending: 'unconfirmed',
    created: 'unconfirmed',
    rejected: 'not-paid',
    unknown: 'unconfirmed',
    paid: 'confirmed',
    amount_mismatch: 'unconfirmed',
    blocked: 'not-paid',
    expired: 'not-paid',
  });
  for (const state of ORDER_STATES) {
    const view = viewOf(state);
    const { html } = statusPage(view, context, look);
    const facts = {
      payment: kindNamed(view.formKind).paymentName,
      org: context.org,
      orderNumber: 'JHR-1',
      status: { ...view },
      timeZone: 'Asia/Karachi',
    };
    const phase = statusPagePhase(view);
    assert.match(html, `<div class="result result--${phase}">`, state);
    const text = withoutGroups(html);
    for (const paragraph of resultText(phase, facts, translatorFor('en').t).paragraphs)
      assert.match(text, `<p>${paragraph.replaceAll("'", '&#39;')}</p>`, state);
  }
});

test('each state, in English and in Urdu: the stylesheet, the org name and logo, the back link and the switch, and nothing else loaded', () => {
  for (const language of ['en', 'ur'] as const) {
    for (const state of ORDER_STATES) {
      const where = `${state} in ${language}`;
      const urdu = language === 'ur';
      const backText = translatorFor(language).t('api.backToForm');
      const { html, contentSecurityPolicy } = statusPage(viewOf(state), context, {
        ...look,
        language,
        formUrl: urdu ? `${FORM}ur/` : FORM,
      });
      assert.ok(html.startsWith(`<!doctype html>\n<html lang="${language}" dir="${urdu ? 'rtl' : 'ltr'}">`), where);
      assert.match(html, `<link rel="stylesheet" href="${PAGES}/assets/styles-1A2B3C4D.css">`, where);
      assert.match(
        html,
        `<img class="form-logo" src="${PAGES}/assets/logo-5E6F7A8B.svg" width="120" height="40" alt="Three Currencies logo">`,
        where,
      );
      assert.match(html, '<h1>Three Currencies Trust</h1>', where);
      assert.match(html, '<main class="form-page theme-dark"><div class="form-card form-card--narrow">', where);
      assert.match(html, `<p><a href="${urdu ? `${FORM}ur/` : FORM}">${backText}</a></p>`, where);
      const other = urdu ? 'en' : 'ur';
      const label = translatorFor(language).t('common.languageSwitch');
      assert.match(
        html,
        `<nav class="language-switch" aria-label="${label}"><a href="/api/orders/page?order=JHR-1&amp;lang=${other}" hreflang="${other}" lang="${other}">${urdu ? 'English' : 'اردو'}</a></nav>`,
        where,
      );
      assert.match(html, '<meta name="robots" content="noindex">', where);
      assert.not.match(html, /<script|<style|style=|<iframe|<form/, where);
      assert.is(
        contentSecurityPolicy,
        `default-src 'none'; style-src ${PAGES}; img-src ${PAGES}; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`,
        where,
      );
    }
  }
});

test('paid: amount, Karachi time, reference; no link to try again or check again', () => {
  const { html } = statusPage(viewOf('paid'), context, look);
  assert.match(html, '<p>Your donation of PKR 2,500 is confirmed.</p>');
  assert.match(html, '<p>Paid on 12 May 2025 at 14:03 GMT+5.</p>');
  assert.match(html, '<p>PayPro reference: 01102205600001</p>');
  assert.not.match(html, /try again|Check again/);
});

test('the order number in groups a line breaks between, nothing between them to copy', () => {
  const { html } = statusPage(viewOf('unknown', { orderNumber: 'k3x9az7m2p8w4rt6yhcq' }), context, { ...look, language: 'ur' });
  const groups = '<span>k3x9</span><wbr><span>az7m</span><wbr><span>2p8w</span><wbr><span>4rt6</span><wbr><span>yhcq</span>';
  assert.match(html, `<span class="order-number" dir="ltr">${groups}</span>`);
  assert.not.match(html, 'k3x9az7m', 'the number is never written whole, where a browser would break it anywhere');
});

test('not paid links to the form to try again; not final links to this page again; neither without its URL', () => {
  assert.match(statusPage(viewOf('expired'), context, look).html, `<p><a href="${FORM}">Go back to the form to try again</a></p>`);
  assert.match(statusPage(viewOf('unknown'), context, look).html, '<p><a href="?order=JHR-1">Check again</a></p>');
  const bare = { ...look, formUrl: undefined };
  assert.not.match(statusPage(viewOf('expired'), context, bare).html, /try again|Back to the form/);
  assert.not.match(statusPage(viewOf('unknown'), { ...context, checkAgainUrl: undefined }, bare).html, /Check again|Back to the form/);
});

test('every text is escaped, from the org file and from the ledger alike', () => {
  const { html } = statusPage(
    viewOf('paid', { reference: '<img src=x>', orderNumber: '"x' }),
    { ...context, org: { displayName: 'A & B <Trust>' } },
    { ...look, formUrl: 'https://x.example/"><script>', logo: { url: `${PAGES}/a.svg`, width: 1, height: 1, alt: '"><script>' } },
  );
  assert.match(html, '<h1>A &amp; B &lt;Trust&gt;</h1>');
  assert.match(html, 'PayPro reference: &lt;img src=x&gt;');
  assert.match(html, 'alt="&quot;&gt;&lt;script&gt;"');
  assert.not.match(html, '<img src');
  assert.not.match(html, '<script');
});

test('no stylesheet known: a small inline style, allowed by its hash, never by unsafe-inline; no logo, no image source', () => {
  const { html, contentSecurityPolicy } = statusPage(viewOf('paid'), context, { ...look, stylesheetUrl: undefined, logo: undefined });
  const style = /<style>([^<]+)<\/style>/.exec(html)?.[1];
  assert.ok(style, html);
  const hash = createHash('sha256').update(style).digest('base64');
  assert.is(
    contentSecurityPolicy,
    `default-src 'none'; style-src 'sha256-${hash}'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`,
  );
  assert.not.match(html, /<link|<img/);
});

test('the not-found page is neutral and names no org or order; its switch asks for no order', () => {
  const { html } = notFoundPage(
    { language: 'en', languages: ['en', 'ur'], theme: 'light' },
    (language) => `/api/orders/page?lang=${language}`,
  );
  assert.match(html, '<title>Order not found</title>');
  assert.match(html, '<h1>Order not found</h1>');
  assert.match(html, '<p>We could not find this order.</p>');
  assert.match(html, '<p>If no receipt arrives, contact the organisation you paid.</p>');
  assert.match(html, '<a href="/api/orders/page?lang=ur" hreflang="ur" lang="ur">اردو</a>');
  assert.not.match(html, /confirmed|went through|not paid|Back to the form/);
});

test("a paid order's page says where its receipt was mailed, masked; without a receipt mail, nothing of one", () => {
  const sent = withoutGroups(statusPage(viewOf('paid', { receipt: { to: 'a•••@t•••.com', sent: true } }), context, look).html);
  assert.ok(sent.includes('<p>Your receipt was sent to a•••@t•••.com.</p>'), sent);
  const bare = statusPage(viewOf('paid'), context, look).html;
  assert.not.ok(bare.includes('Your receipt'), bare);
});

test.run();
