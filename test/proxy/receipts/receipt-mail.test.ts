/**
 * The receipt mail's words: subject and body in the receipt's language with the same facts as the page
 * and the link to it; SPECIMEN in the subject and body of a specimen; VOID and its reason on a void one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { receiptMail } from '../../../proxy/receipts/receipt-mail.ts';
import { sampleReceipt } from './helpers/sample-receipt.ts';

const LINK = 'https://pay.example.org/api/receipts/AbC_dEf-123';
const ISSUED = { state: 'issued' } as const;

test('an English mail: subject with the number and org, every fact as a line, the link', () => {
  const mail = receiptMail(sampleReceipt(), { link: LINK, state: ISSUED });
  assert.is(mail.subject, 'Your receipt RCT-2026-27-000001 from Receipts Trust');
  for (const line of [
    'Zakat receipt',
    'Receipt number: RCT-2026-27-000001',
    'CNIC: 35202-1234567-1',
    'Amount: PKR 2,500',
    'In words: Rupees two thousand five hundred only',
    'Zakat: This payment is zakat.',
    'PayPro reference: 555',
    'Paid via: JazzCash',
    'Date paid: 26 November 2026 at 15:00 GMT+5',
    'NTN: 1234567-8',
    'No goods or services were provided in return for this gift.',
    'Authorised signatory: Ayesha Siddiqui, Finance Officer',
    LINK,
  ]) {
    assert.ok(mail.text.split('\n').includes(line), line);
  }
  assert.ok(mail.text.includes('tax credit under section 61'));
  assert.not.ok(mail.text.includes('SPECIMEN'));
  assert.ok(mail.html?.includes(`<a href="${LINK}">`));
  assert.ok(mail.html?.includes('<dt>In words</dt><dd><bdi>Rupees two thousand five hundred only</bdi></dd>'));
});

test('an Urdu mail: Urdu subject and labels, Latin values isolated', () => {
  const mail = receiptMail(sampleReceipt({ language: 'ur' }), { link: LINK, state: ISSUED });
  assert.is(mail.subject, '\u2066Receipts Trust\u2069 کی طرف سے آپ کی رسید \u2066RCT-2026-27-000001\u2069');
  assert.ok(mail.text.includes('رسید نمبر: \u2066RCT-2026-27-000001\u2069'));
  assert.ok(mail.text.includes('الفاظ میں: دو ہزار پانچ سو روپے صرف'));
  assert.ok(mail.html?.includes('<html lang="ur" dir="rtl">'));
});

test('a specimen says SPECIMEN in its subject and body, "not set" for what the org file lacks', () => {
  const mail = receiptMail(sampleReceipt({ specimen: true, issuer: { displayName: 'Receipts Trust' } }), { link: LINK, state: ISSUED });
  assert.is(mail.subject, 'SPECIMEN receipt RCT-2026-27-000001 from Receipts Trust');
  assert.ok(mail.text.split('\n').includes('SPECIMEN'));
  assert.ok(mail.text.includes('Specimen: a simulated payment'));
  assert.ok(mail.text.includes('NTN: not set'));
  assert.ok(mail.html?.includes('<strong>SPECIMEN</strong>'));
});

test('a void receipt says VOID and why', () => {
  const mail = receiptMail(sampleReceipt(), {
    link: LINK,
    state: { state: 'void', voidReason: 'Wrong name', voidedAt: '2026-12-01T09:00:00.000Z' },
  });
  assert.ok(mail.text.split('\n').includes('VOID'));
  assert.ok(mail.text.includes('This receipt is void since 1 December 2026: Wrong name'));
});

test.run();
