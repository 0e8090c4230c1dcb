import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CALLS } from '../../../proxy/paypro/calls.ts';
import { parseEnvelope } from '../../../proxy/paypro/envelope.ts';
import { PayProError } from '../../../proxy/paypro/index.ts';
import { readOrderStatusAnswer } from '../../../proxy/paypro/order-status.ts';
import type { WireResponse } from '../../../proxy/paypro/transport.ts';

const answer = (text: string, status = 200, contentType = 'application/json'): WireResponse => ({
  status,
  header: (name) => (name.toLowerCase() === 'content-type' ? contentType : undefined),
  text,
});

test('reads Status from element 0 and data from element 1', () => {
  const envelope = parseEnvelope(answer('[{"Status":"00"},{"A":1},{"B":2}]'), CALLS.orderStatus);
  assert.is(envelope.status, '00');
  assert.equal(envelope.data, { A: 1 });
  assert.is((envelope.raw as unknown[]).length, 3);
  assert.equal(parseEnvelope(answer('[{"Status":"03"}]'), CALLS.orderStatus).data, {});
});

test('an HTML body names its content type and keeps httpStatus and orderMayExist', () => {
  try {
    parseEnvelope(answer('<html></html>', 500, 'text/html'), CALLS.createOrder);
    assert.unreachable('should throw');
  } catch (err) {
    assert.instance(err, PayProError);
    const e = err as PayProError;
    assert.equal([e.code, e.httpStatus, e.orderMayExist], ['gateway_bad_response', 500, true]);
    assert.match(e.message, /text\/html/);
  }
});

test('order status is upper-cased, since one plugin saw "Paid"', () => {
  const result = readOrderStatusAnswer(answer('[{"Status":"00"},{"OrderStatus":"Paid"}]'));
  assert.is(result.orderStatus, 'PAID');
  assert.is(result.description, 'Success');
});

test('order status answered with JSON that is no envelope is gateway_bad_response', () => {
  assert.throws(
    () => readOrderStatusAnswer(answer('{"OrderStatus":"PAID"}')),
    (err: unknown) => err instanceof PayProError && err.code === 'gateway_bad_response',
  );
});

test.run();
