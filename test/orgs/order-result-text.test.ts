/**
 * The words of each phase, shared by the thank-you page and the proxy's status page: per form kind,
 * with the org file's contact facts only, and no phase but `confirmed` saying anything was paid.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resultText, type ResultFacts, type ResultPhase } from '../../orgs/order-result-text.ts';
import { FORM_KINDS, kindNamed } from '../../orgs/kinds.ts';
import { paymentWords } from '../../orgs/payment-words.ts';
import type { PublicOrderStatus } from '../../orgs/public-order-status.ts';
import { translatorFor } from '../../orgs/i18n/compile.ts';

const { t } = translatorFor('en');
const urdu = translatorFor('ur');

const PAID: PublicOrderStatus = {
  state: 'paid',
  amount: '2500',
  currency: 'PKR',
  paidAt: '2025-05-12T09:03:00.000Z',
  reference: '01102205600001',
};
const jhr: ResultFacts = { payment: 'donation', org: { displayName: 'JHR Trust' }, orderNumber: 'JHR-1', timeZone: 'Asia/Karachi' };
const PHASES: ResultPhase[] = ['checking', 'confirming', 'unconfirmed', 'confirmed', 'not-paid', 'not-found'];

/** `text` in Unicode's left-to-right isolate, as Urdu messages hold Latin words and values (orgs/i18n/translator.ts). */
const ltr = (text: string) => `\u2066${text}\u2069`;

test('confirmed: the amount, the thanks, the paid time, the reference and the order number', () => {
  assert.equal(resultText('confirmed', { ...jhr, status: PAID }, t), {
    paragraphs: [
      'Your donation of PKR 2,500 is confirmed.',
      'Thank you for supporting JHR Trust.',
      'Paid on 12 May 2025 at 14:03 GMT+5.',
      'PayPro reference: 01102205600001',
      'Order number: JHR-1',
    ],
    tryAgain: false,
  });
  const bare = resultText('confirmed', { payment: 'payment', status: { ...PAID, amount: 'n/a', paidAt: null, reference: null } }, t);
  assert.equal(bare.paragraphs, ['Your payment is confirmed.']);
});

test('confirmed with a receipt mail: where it was sent, or will be, masked, in English and Urdu; nothing more', () => {
  const sent = resultText('confirmed', { ...jhr, status: { ...PAID, receipt: { to: 'a•••@t•••.com', sent: true } } }, t).paragraphs;
  assert.equal(sent.slice(4), ['Order number: JHR-1', 'Your receipt was sent to a•••@t•••.com.']);
  const queued = resultText('confirmed', { ...jhr, status: { ...PAID, receipt: { to: 'a•••@t•••.com', sent: false } } }, t).paragraphs;
  assert.is(queued.at(-1), 'Your receipt will be emailed to a•••@t•••.com.');
  const inUrdu = resultText('confirmed', { ...jhr, status: { ...PAID, receipt: { to: 'a•••@t•••.com', sent: true } } }, urdu.t);
  assert.is(inUrdu.paragraphs.at(-1), `آپ کی رسید ${ltr('a•••@t•••.com')} پر بھیج دی گئی ہے۔`);
  assert.not.ok(
    resultText('confirmed', { ...jhr, status: PAID }, t).paragraphs.some((line) => line.includes('receipt')),
    'no receipt mail, no word of one',
  );
});

test('unconfirmed: not confirmed yet, the receipt by email, and the contact the org file gives', () => {
  assert.equal(resultText('unconfirmed', jhr, t).paragraphs, [
    'Your donation is not confirmed yet.',
    'PayPro emails a receipt once the payment is through. Please do not pay again in the meantime.',
    'If no receipt arrives, contact JHR Trust and give them the order number JHR-1.',
  ]);
  const both = { ...jhr, org: { displayName: 'SCCI', contactEmail: 'membership@scci.example.org', siteUrl: 'https://scci.example.org' } };
  assert.is(
    resultText('unconfirmed', both, t).paragraphs[2],
    'If no receipt arrives, contact SCCI at membership@scci.example.org or through https://scci.example.org and give them the order number JHR-1.',
  );
  assert.is(
    resultText('unconfirmed', { org: { displayName: 'X', siteUrl: 'https://x.example' } }, t).paragraphs[2],
    'If no receipt arrives, contact X through https://x.example.',
  );
});

test('not paid: why, and the way back to the form', () => {
  const blocked = resultText('not-paid', { ...jhr, status: { ...PAID, state: 'blocked' } }, t);
  assert.equal(blocked, {
    paragraphs: ['Your donation was not paid.', "The payment was cancelled or blocked at PayPro's checkout."],
    tryAgain: true,
  });
  assert.is(
    resultText('not-paid', { ...jhr, status: { ...PAID, state: 'rejected' } }, t).paragraphs[1],
    'PayPro did not accept the order.',
  );
  assert.is(
    resultText('not-paid', { ...jhr, status: { ...PAID, state: 'expired' } }, t).paragraphs[1],
    'The order expired before it was paid.',
  );
});

test('not found: neutral, without the unknown number; without an org, the organisation you paid', () => {
  assert.equal(resultText('not-found', jhr, t).paragraphs, [
    'We could not find this order.',
    'If you have just paid: PayPro emails a receipt once the payment is through.',
    'If no receipt arrives, contact JHR Trust.',
  ]);
  assert.is(resultText('not-found', {}, t).paragraphs[2], 'If no receipt arrives, contact the organisation you paid.');
});

test('only confirmed says it is confirmed; no phase ever says "went through"; only not-paid offers to try again', () => {
  for (const phase of PHASES) {
    const text = resultText(phase, { ...jhr, status: PAID }, t);
    const all = text.paragraphs.join(' ');
    assert.is(/ is confirmed\./.test(all), phase === 'confirmed', phase);
    assert.not.match(all, 'went through', phase);
    assert.is(text.tryAgain, phase === 'not-paid', phase);
  }
});

test('the words per kind: donation, zakat payment, membership renewal, course registration, payment; unknown names get payment', () => {
  const nouns = Object.fromEntries(FORM_KINDS.map((kind) => [kind, t(paymentWords(kindNamed(kind).paymentName).noun)]));
  assert.equal(nouns, {
    'standard-grid': 'donation',
    'donation-page': 'donation',
    'zakat-form': 'zakat payment',
    'campaign-form': 'donation',
    'donation-wizard': 'donation',
    associates: 'donation',
    'membership-renewal': 'membership renewal',
    'course-registration': 'course registration',
    'fixed-amount': 'payment',
    'card-checkout': 'payment',
    'sample-contribution': 'payment',
    'account-removal': 'payment',
  });
  assert.is(t(paymentWords('toString').noun), 'payment');
  assert.is(t(paymentWords(undefined).noun), 'payment');
  assert.is(resultText('checking', { payment: 'membership-renewal' }, t).paragraphs[0], 'Checking your membership renewal with PayPro…');
});

test("in Urdu: the same facts in the translator's words, the org's name, contact and order number as written", () => {
  const both = { ...jhr, org: { displayName: 'SCCI', contactEmail: 'membership@scci.example.org', siteUrl: 'https://scci.example.org' } };
  assert.equal(resultText('unconfirmed', both, urdu.t).paragraphs, [
    'عطیے کی ابھی تصدیق نہیں ہوئی۔',
    `ادائیگی مکمل ہونے پر ${ltr('PayPro')} آپ کو ای میل پر رسید بھیجتا ہے۔ براہ کرم اس دوران دوبارہ ادائیگی نہ کریں۔`,
    `اگر رسید نہ ملے تو ${ltr('SCCI')} سے ${ltr('membership@scci.example.org')} پر یا ${ltr('https://scci.example.org')} کے ذریعے رابطہ کریں اور انہیں آرڈر نمبر ${ltr('JHR-1')} بتائیں۔`,
  ]);
  assert.is(
    resultText('checking', { payment: 'membership-renewal' }, urdu.t).paragraphs[0],
    `${ltr('PayPro')} سے ممبرشپ کی تجدید کی تصدیق ہو رہی ہے…`,
  );
});

test.run();
