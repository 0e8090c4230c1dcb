/**
 * The status page's HTML: the thank-you page's words per state (a state not final reads as the
 * thank-you page's ending), every text escaped, a self-contained page (no script, style or external
 * resource), and a neutral not-found page.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { translatorFor } from '../../../i18n/compile.ts';
import { resultText } from '../../../orgs/order-result-text.ts';
import { PAYMENT_OF_KIND } from '../../../orgs/payment-words.ts';
import { ORDER_STATES } from '../../../orgs/public-order-status.ts';
import { notFoundPageHtml, statusPageHtml, statusPagePhase } from '../../../proxy/order-status/status-page-html.ts';
import { viewOf, withoutGroups } from './helpers/status-routes.ts';

const gridOrg = {
  org: { displayName: 'Three Currencies Trust' },
  formUrl: 'https://pages.example.org/merchantform/grid-three-currencies/',
  checkAgainUrl: '?order=JHR-1',
};

test('each state: the phase, and the same paragraphs the thank-you page would show', () => {
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
    const html = statusPageHtml(view, gridOrg);
    const facts = {
      payment: PAYMENT_OF_KIND[view.formKind],
      org: gridOrg.org,
      orderNumber: 'JHR-1',
      status: { ...view },
      timeZone: 'Asia/Karachi',
    };
    const text = withoutGroups(html);
    for (const paragraph of resultText(statusPagePhase(view), facts, translatorFor('en').t).paragraphs)
      assert.match(text, `<p>${paragraph.replaceAll("'", '&#39;')}</p>`, state);
  }
});

test('paid: amount, Karachi time, reference; no link to try again or check again', () => {
  const html = statusPageHtml(viewOf('paid'), gridOrg);
  assert.match(html, '<p>Your donation of PKR 2,500 is confirmed.</p>');
  assert.match(html, '<p>Paid on 12 May 2025 at 14:03 GMT+5.</p>');
  assert.match(html, '<p>PayPro reference: 01102205600001</p>');
  assert.not.match(html, '<a ');
});

test('the order number in groups a line breaks between, nothing between them to copy', () => {
  const html = statusPageHtml(viewOf('unknown', { orderNumber: 'k3x9az7m2p8w4rt6yhcq' }), gridOrg, 'ur');
  const groups = '<span>k3x9</span><wbr><span>az7m</span><wbr><span>2p8w</span><wbr><span>4rt6</span><wbr><span>yhcq</span>';
  assert.match(html, `<span class="order-number" dir="ltr">${groups}</span>`);
  assert.not.match(html, 'k3x9az7m', 'the number is never written whole, where a browser would break it anywhere');
});

test('not paid links to the form; not final links to this page again; neither without its URL', () => {
  assert.match(
    statusPageHtml(viewOf('expired'), gridOrg),
    '<p><a href="https://pages.example.org/merchantform/grid-three-currencies/">Go back to the form to try again</a></p>',
  );
  assert.match(statusPageHtml(viewOf('unknown'), gridOrg), '<p><a href="?order=JHR-1">Check again</a></p>');
  assert.not.match(statusPageHtml(viewOf('expired'), { org: gridOrg.org }), '<a ');
  assert.not.match(statusPageHtml(viewOf('unknown'), { org: gridOrg.org }), '<a ');
});

test('every text is escaped, from the org file and from the ledger alike', () => {
  const html = statusPageHtml(viewOf('paid', { reference: '<img src=x>', orderNumber: '"x' }), {
    org: { displayName: 'A & B <Trust>' },
    formUrl: 'https://x.example/"><script>',
  });
  assert.match(html, '<h1>A &amp; B &lt;Trust&gt;</h1>');
  assert.match(html, 'PayPro reference: &lt;img src=x&gt;');
  assert.not.match(html, '<img');
  assert.not.match(html, '<script');
});

test('self-contained and no donor data: no script, style, image, frame, form or external resource', () => {
  for (const html of [...ORDER_STATES.map((state) => statusPageHtml(viewOf(state), gridOrg)), notFoundPageHtml()]) {
    assert.ok(html.startsWith('<!doctype html>\n<html lang="en" dir="ltr">'));
    assert.not.match(html, /<script|<style|style=|<link|<img|<iframe|<form|src=/);
    assert.match(html, '<meta name="robots" content="noindex">');
  }
});

test('the not-found page is neutral and names no org or order', () => {
  const html = notFoundPageHtml();
  assert.match(html, '<title>Order not found</title>');
  assert.match(html, '<p>We could not find this order.</p>');
  assert.match(html, '<p>If no receipt arrives, contact the organisation you paid.</p>');
  assert.not.match(html, /confirmed|went through|not paid/);
});

test.run();
