import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readPaymentResult, resultLines } from '../../templates/thank-you-result.ts';

test('Success, paid and 00 count as paid, in any letter case (paypro.md §10.2, §6.1, §5)', () => {
  for (const status of ['Success', 'SUCCESS', 'success', 'Paid', 'PAID', '00']) {
    assert.equal(readPaymentResult(`?status=${status}&ordId=01102205600001&msg=Paid`), { kind: 'paid', reference: '01102205600001', message: 'Paid' }, status);
  }
});

test('any other status means the payment did not go through', () => {
  for (const status of ['Failed', 'Cancel', '03', 'UNPAID']) {
    assert.is(readPaymentResult(`?status=${status}`).kind, 'failed', status);
  }
});

test('no status, or an empty one, is no result at all', () => {
  assert.equal(readPaymentResult(''), { kind: 'none' });
  assert.equal(readPaymentResult('?ordId=123&msg=x'), { kind: 'none' });
  assert.equal(readPaymentResult('?status=%20'), { kind: 'none' });
});

test('the lines say the outcome first, then the reference and the gateway message when given', () => {
  assert.equal(resultLines({ kind: 'paid', reference: 'R1', message: 'Transaction approved' }), [
    'Your payment went through. Thank you for your support.',
    'Reference: R1',
    'Message from the payment provider: Transaction approved',
  ]);
  assert.equal(resultLines({ kind: 'failed', reference: '', message: '' }), [
    'Your payment did not go through.',
    'To try again, go back to the form and submit it once more.',
  ]);
});

test.run();
