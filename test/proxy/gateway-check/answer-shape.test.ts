/**
 * The shape `forms paypro check` prints of an answer: field names and JSON types, the protocol's codes
 * and PayPro's fixed auth words, never a value that identifies anyone.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { answerShape } from '../../../proxy/gateway-check/answer-shape.ts';
import type { WireResponse } from '../../../proxy/paypro/transport.ts';

function response(text: string, headers: Record<string, string> = {}, status = 200): WireResponse {
  return { status, text, header: (name) => headers[name.toLowerCase()] };
}

test('names and types only: no name, id, link, amount or Description; codes with their type', () => {
  const body = [
    { Status: '00' },
    {
      CustomerName: 'Ayesha Khan',
      PayProId: '01102205600001',
      Click2Pay: 'https://marketplace.paypro.com.pk/pyb?bid=MDEx',
      AmountPayable: 15508.5,
      IsParity: true,
      CustomerBank: null,
      OrderStatus: 'PAID',
      Description: 'Order number 1767-0-abc created successfully',
      IPGList: [{ IPGName: 'UP' }, { IPGName: 'BAF' }, { IPGName: 'NIFT', isAllowed: true }],
    },
  ];
  const shape = answerShape(response(JSON.stringify(body)), false);
  assert.is(
    shape,
    'HTTP 200, body: [{Status: string "00"}, {CustomerName: string, PayProId: string, Click2Pay: string, AmountPayable: number, ' +
      'IsParity: boolean, CustomerBank: null, OrderStatus: string "PAID", Description: string, ' +
      'IPGList: [{IPGName: string} ×2, {IPGName: string, isAllowed: boolean}]}]',
  );
  for (const value of ['Ayesha', '01102205600001', 'marketplace', '15508', '1767']) assert.not.match(shape, value);
});

test('a numeric Status is shown with its type; a long value under a code key is only a string', () => {
  assert.is(answerShape(response('[{"Status":0}]'), false), 'HTTP 200, body: [{Status: number 0}]');
  assert.is(answerShape(response('[{"Status":"a-long-status-text-here"}]'), false), 'HTTP 200, body: [{Status: string}]');
});

test("auth: PayPro's fixed words are shown, any other string is not; the token header's presence, never the token", () => {
  assert.is(answerShape(response('"Authorized"', { token: 'secret-token' }), true), 'HTTP 200, token header: present, body: "Authorized"');
  assert.is(answerShape(response('"InValid Keys"'), true), 'HTTP 200, token header: absent, body: "InValid Keys"');
  assert.is(answerShape(response('"client-id-echoed"'), true), 'HTTP 200, token header: absent, body: string');
});

test('a body that is not JSON: its type and size only', () => {
  const page = answerShape(response('<html>Ayesha</html>', { 'content-type': 'text/html' }, 500), false);
  assert.is(page, 'HTTP 500, body: not JSON (text/html, 19 bytes)');
});

test.run();
