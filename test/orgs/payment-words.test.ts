/**
 * A form that takes only zakat calls its payment a zakat payment, not a donation, on its thank-you page
 * and on the proxy's status page, in English and in Urdu: JTQ's zakat form and Dar Ul Sukoon's Zakat
 * page (a donation page whose purpose is Zakat). A form where Zakat is one choice among others (JTQ's
 * campaign form) and Dar Ul Sukoon's Donation page say donation.
 */
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { thankYouData } from '../../build/render-pages.ts';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import { resultText } from '../../orgs/order-result-text.ts';
import { paymentOf } from '../../orgs/kinds.ts';
import type { PublicOrderStatus } from '../../orgs/public-order-status.ts';
import { statusPage } from '../../proxy/order-status/status-page-html.ts';
import type { Language } from '../../orgs/i18n/languages.ts';
import { thankYouPage } from '../templates/helpers/render-page.ts';
import { viewOf } from '../proxy/order-status/helpers/status-routes.ts';
import { realKindForm } from './helpers/real-kind-form.ts';

const PAID: PublicOrderStatus = { state: 'paid', amount: '2500', currency: 'PKR', paidAt: null, reference: null };
const ltr = (text: string) => `\u2066${text}\u2069`;

test("what the repository's zakat and donation pages call their payments", async () => {
  const named = async (orgId: string, kind: Parameters<typeof realKindForm>[1], route?: string) =>
    paymentOf((await realKindForm(orgId, kind, route)).form);
  assert.is(await named('jtq', 'zakat-form', '/merchantform/JTQ/Zakat'), 'zakat');
  assert.is(await named('darulsukoon', 'donation-page', '/merchantform/DarUlSukoon/Zakat'), 'zakat');
  assert.is(await named('darulsukoon', 'donation-page', '/merchantform/DarUlSukoon/Donation'), 'donation');
  assert.is(await named('jtq', 'campaign-form'), 'donation', 'Zakat is one of its choices: the page cannot know which');
});

test('the zakat words: a zakat payment in English, زکوٰۃ in Urdu', () => {
  assert.equal(resultText('confirmed', { payment: 'zakat', status: PAID }, translatorFor('en').t).paragraphs, [
    'Your zakat payment of PKR 2,500 is confirmed.',
  ]);
  assert.equal(
    resultText('checking', { payment: 'zakat' }, translatorFor('en').t).paragraphs[0],
    'Checking your zakat payment with PayPro…',
  );
  assert.equal(resultText('confirmed', { payment: 'zakat', status: PAID }, translatorFor('ur').t).paragraphs, [
    `زکوٰۃ (${ltr('PKR 2,500')}) کی تصدیق ہو گئی ہے۔`,
  ]);
  assert.equal(
    resultText('not-paid', { payment: 'zakat', status: { ...PAID, state: 'expired' } }, translatorFor('ur').t).paragraphs[0],
    'زکوٰۃ کی رقم ادا نہیں ہوئی۔',
  );
});

test("Dar Ul Sukoon's Zakat thank-you page says zakat in both languages; its Donation page says donation", async () => {
  const { org, form } = await realKindForm('darulsukoon', 'donation-page', '/merchantform/DarUlSukoon/Zakat');
  assert.is(thankYouData(org, form, '/api', 'en').payment, 'zakat');
  const english = new JSDOM(thankYouPage(org, form).html).window.document;
  assert.match(english.getElementById('payment-result')?.textContent ?? '', 'has confirmed your zakat payment');
  const urdu = new JSDOM(thankYouPage(org, form, '', 'ur').html).window.document;
  assert.match(urdu.getElementById('payment-result')?.textContent ?? '', 'نے زکوٰۃ کی تصدیق');
  const donation = await realKindForm('darulsukoon', 'donation-page', '/merchantform/DarUlSukoon/Donation');
  const donationPage = new JSDOM(thankYouPage(donation.org, donation.form).html).window.document;
  assert.match(donationPage.getElementById('payment-result')?.textContent ?? '', 'has confirmed your donation');
});

test("the proxy's status page: the form's words when the org file still has the form, else its kind's", () => {
  const context = { org: { displayName: 'Dar Ul Sukoon' }, inLanguage: (language: Language) => `?lang=${language}` };
  const look = (language: Language) => ({ language, languages: ['en', 'ur'] as Language[], theme: 'light' as const });
  const html = (view: ReturnType<typeof viewOf>, payment?: 'zakat', language: Language = 'en') =>
    statusPage(view, { ...context, payment }, look(language)).html;
  const zakatPage = viewOf('paid', { formKind: 'donation-page' });
  assert.match(html(zakatPage, 'zakat'), 'Your zakat payment of PKR 2,500 is confirmed.');
  assert.match(html(zakatPage, 'zakat', 'ur'), 'زکوٰۃ (');
  assert.match(html(zakatPage), 'Your donation of PKR 2,500 is confirmed.');
  assert.match(html(viewOf('paid', { formKind: 'zakat-form' })), 'Your zakat payment of PKR 2,500 is confirmed.');
});

test.run();
