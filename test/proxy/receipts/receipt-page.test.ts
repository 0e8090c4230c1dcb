/**
 * The printable receipt page from a receipt's content and state: every fact in English and in Urdu
 * (right to left, values in `<bdi>`), the amount in figures and words, zakat named, CNIC only when
 * given, the tax-credit sentence only with an approval and only for a gift, the gift sentence never on
 * a fee, SPECIMEN with every unknown issuer field "not set", VOID with its reason, the receipt
 * replaced; noindex, A4 print styles, a print button hidden without script, a policy allowing exactly
 * its style and script, everything escaped.
 */
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PRINT_SCRIPT, PRINTABLE_STYLE } from '../../../proxy/receipts/printable-document.ts';
import { receiptPage } from '../../../proxy/receipts/receipt-page.ts';
import { sampleReceipt } from './helpers/sample-receipt.ts';

const ISSUED = { state: 'issued' } as const;
const CREDIT =
  'Receipts Welfare Trust (Regd.) is approved under section 2(36) of the Income Tax Ordinance 2001 (ref. CIR/Zone-II/2(36)/2025/114, valid 1 July 2025 to 30 June 2028). This receipt may be used to claim a tax credit under section 61.';
const NO_GOODS = 'No goods or services were provided in return for this gift.';

test('an English receipt says every fact: number, date, donor, amount in figures and words, zakat, PayPro, issuer, signatory', () => {
  const { html } = receiptPage(sampleReceipt(), ISSUED);
  for (const text of [
    '<html lang="en" dir="ltr">',
    '<meta name="robots" content="noindex">',
    '<h1>Zakat receipt</h1>',
    '<dt>Receipt number</dt><dd><bdi>RCT-2026-27-000001</bdi></dd>',
    '<dt>Date</dt><dd><bdi>26 November 2026</bdi></dd>',
    '<dt>Name</dt><dd><bdi>Bilal Ahmed</bdi></dd>',
    '<dt>Email</dt><dd><bdi>bilal@example.org</bdi></dd>',
    '<dt>CNIC</dt><dd><bdi>35202-1234567-1</bdi></dd>',
    '<dt>Address</dt><dd><bdi>5 Canal View, Lahore</bdi></dd>',
    '<dt>Amount</dt><dd><bdi>PKR 2,500</bdi></dd>',
    '<dt>In words</dt><dd><bdi>Rupees two thousand five hundred only</bdi></dd>',
    '<dt>Zakat</dt><dd><bdi>This payment is zakat.</bdi></dd>',
    '<dt>PayPro reference</dt><dd><bdi>555</bdi></dd>',
    '<dt>Paid via</dt><dd><bdi>JazzCash</bdi></dd>',
    '<dt>Date paid</dt><dd><bdi>26 November 2026 at 15:00 GMT+5</bdi></dd>',
    '<dt>Legal name</dt><dd><bdi>Receipts Welfare Trust (Regd.)</bdi></dd>',
    '<dt>NTN</dt><dd><bdi>1234567-8</bdi></dd>',
    `<p>${CREDIT}</p>`,
    `<p>${NO_GOODS}</p>`,
    'Authorised signatory: <bdi>Ayesha Siddiqui, Finance Officer</bdi>',
    '<main>',
  ]) {
    assert.ok(html.includes(text), text);
  }
  assert.not.ok(html.includes('SPECIMEN'));
  assert.not.ok(html.includes('not set'));
});

test('an Urdu receipt: right to left, Urdu labels, the amount in Urdu words, Latin values isolated', () => {
  const { html } = receiptPage(sampleReceipt({ language: 'ur' }), ISSUED);
  assert.ok(html.includes('<html lang="ur" dir="rtl">'));
  assert.ok(html.includes('<h1>زکوٰۃ کی رسید</h1>'));
  assert.ok(html.includes('<dt>الفاظ میں</dt><dd><bdi>دو ہزار پانچ سو روپے صرف</bdi></dd>'));
  assert.ok(html.includes('<dt>رسید نمبر</dt><dd><bdi>RCT-2026-27-000001</bdi></dd>'));
  assert.ok(html.includes('دفعہ \u206661\u2069 کے تحت ٹیکس کریڈٹ'));
  assert.ok(html.includes('پرنٹ کریں یا \u2066PDF\u2069 محفوظ کریں'));
  assert.ok(html.includes('Noto Nastaliq Urdu'));
});

test('a donation that is not zakat is a donation receipt; no CNIC or address when the form asked none', () => {
  const content = sampleReceipt({
    purpose: { form: 'Donate to Receipts Trust', choice: 'Water Well', zakat: false },
    donor: { name: 'Bilal Ahmed', email: 'bilal@example.org' },
  });
  const { html } = receiptPage(content, ISSUED);
  assert.ok(html.includes('<h1>Donation receipt</h1>'));
  assert.not.ok(html.includes('CNIC'));
  assert.not.ok(html.includes('This payment is zakat'));
  assert.not.ok(html.includes('<dt>Address</dt><dd><bdi>5 Canal'));
  assert.ok(html.includes(NO_GOODS));
});

test('without an approval covering the payment day there is no tax-credit sentence', () => {
  const { taxCredit: _, ...issuer } = sampleReceipt().issuer;
  const { html } = receiptPage(sampleReceipt({ issuer }), ISSUED);
  assert.not.ok(html.includes('section 61'));
  assert.ok(html.includes(NO_GOODS));
});

test('a course or membership fee is no gift: it says so, and claims no tax credit', () => {
  const course = receiptPage(sampleReceipt({ purpose: { form: 'Course', zakat: false, payment: 'course-registration' } }), ISSUED).html;
  assert.ok(course.includes('<h1>Payment receipt</h1>'));
  assert.ok(
    course.includes('This receipt acknowledges a course registration fee, paid in return for the course; it is not a receipt for a gift.'),
  );
  assert.not.ok(course.includes(NO_GOODS));
  assert.not.ok(course.includes('section 61'));
  const membership = receiptPage(sampleReceipt({ purpose: { form: 'Renewal', zakat: false, payment: 'membership-renewal' } }), ISSUED).html;
  assert.ok(membership.includes('membership fee'));
  assert.not.ok(membership.includes(NO_GOODS));
});

test('a specimen says SPECIMEN across the page and in a note, every unknown issuer field "not set"', () => {
  const content = sampleReceipt({ specimen: true, issuer: { displayName: 'Receipts Trust' } });
  const { html } = receiptPage(content, ISSUED);
  assert.ok(html.includes('<main data-mark="SPECIMEN">'));
  assert.ok(html.includes('Specimen: a simulated payment, no money moved.'));
  assert.ok(html.includes('<dt>Legal name</dt><dd><bdi>not set</bdi></dd>'));
  assert.ok(html.includes('<dt>NTN</dt><dd><bdi>not set</bdi></dd>'));
  assert.ok(html.includes('Authorised signatory: <bdi>not set</bdi>'));
});

test('a void receipt says VOID with its date and reason; a replacement names the receipt it replaces', () => {
  const voided = receiptPage(sampleReceipt(), { state: 'void', voidReason: 'Wrong donor name', voidedAt: '2026-12-01T09:00:00.000Z' }).html;
  assert.ok(voided.includes('<main data-mark="VOID">'));
  assert.ok(voided.includes('This receipt is void since 1 December 2026: Wrong donor name'));
  const replacement = receiptPage(sampleReceipt({ number: 'RCT-2026-27-000002', replaces: 'RCT-2026-27-000001' }), ISSUED).html;
  assert.ok(replacement.includes('This receipt replaces receipt RCT-2026-27-000001, which is void.'));
});

test('A4 print styles, a print button shown only by its script, a policy allowing exactly the style and script', () => {
  const { html, contentSecurityPolicy } = receiptPage(sampleReceipt(), ISSUED);
  assert.ok(PRINTABLE_STYLE.includes('@page{size:A4'));
  assert.ok(html.includes('<button type="button" id="print" class="print" hidden>Print or save as PDF</button>'));
  assert.ok(html.includes(`<script>${PRINT_SCRIPT}</script>`));
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  assert.ok(contentSecurityPolicy.includes(`style-src ${hash(PRINTABLE_STYLE)}`));
  assert.ok(contentSecurityPolicy.includes(`script-src ${hash(PRINT_SCRIPT)}`));
  assert.not.ok(contentSecurityPolicy.includes('unsafe-inline'));
});

test('every text is escaped', () => {
  const content = sampleReceipt({ donor: { name: '<script>alert(1)</script>', email: 'a"b@example.org' } });
  const { html } = receiptPage(content, ISSUED);
  assert.not.ok(html.includes('<script>alert'));
  assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
  assert.ok(html.includes('a&quot;b@example.org'));
});

test.run();
