/**
 * A receipt's content as the fixture org `receipts-issuer` issues it (`receiptContentOf` of a paid grid
 * order, 2,500 PKR of Zakat), for the renderers' tests; `changes` replace its parts.
 */
import type { ReceiptContent } from '../../../../proxy/receipts/receipt-content.ts';

export const ISSUER: ReceiptContent['issuer'] = {
  displayName: 'Receipts Trust',
  legalName: 'Receipts Welfare Trust (Regd.)',
  address: '12 Mall Road, Lahore 54000',
  ntn: '1234567-8',
  signatory: { name: 'Ayesha Siddiqui', title: 'Finance Officer' },
  taxCredit: { section: '2(36)', reference: 'CIR/Zone-II/2(36)/2025/114', validFrom: '2025-07-01', validUntil: '2028-06-30' },
};

/** The content, English unless `changes.language` says otherwise. */
export function sampleReceipt(changes: Partial<ReceiptContent> = {}): ReceiptContent {
  return {
    number: 'RCT-2026-27-000001',
    issuedAt: '2026-11-26T10:00:00.000Z',
    taxYear: '2026-27',
    specimen: false,
    language: 'en',
    issuer: ISSUER,
    donor: { name: 'Bilal Ahmed', email: 'bilal@example.org', cnic: '35202-1234567-1', address: '5 Canal View, Lahore' },
    amount: '2500',
    currency: 'PKR',
    purpose: { form: 'Donate to Receipts Trust', choice: 'Zakat', zakat: true, payment: 'donation' },
    payment: { orderNumber: 'ORD-1', payProId: '555', paymentVia: 'JazzCash', paidAt: '2026-11-26T10:00:00.000Z' },
    ...changes,
  };
}
