/**
 * The addresses the pages and the proxy write, built from the endpoints the contract declares
 * (orgs/api-contract.ts): English pages post to the endpoint itself, pages in another language add
 * `?lang=<language>`; the status API's addresses carry the asking form's `?route=`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  isApiPath,
  endpointAddress,
  LANGUAGE_PARAMETER,
  orderLookupAddress,
  orderLookupQuery,
  orderPageAddress,
  orderStatusAddress,
  pathOf,
  payProIdStatusAddress,
} from '../../orgs/api-contract.ts';

test('an English page posts to the endpoint under the API base, with no query', () => {
  assert.is(endpointAddress('/api', 'orders', 'en'), '/api/orders');
  assert.is(endpointAddress('https://pay.example.org/api', 'membershipLookup', 'en'), 'https://pay.example.org/api/membership/lookup');
});

test('an Urdu page posts to the same endpoint with ?lang=ur', () => {
  assert.is(LANGUAGE_PARAMETER, 'lang');
  assert.is(endpointAddress('/api', 'orders', 'ur'), '/api/orders?lang=ur');
  assert.is(endpointAddress('https://pay.example.org/api', 'accountRemoval', 'ur'), 'https://pay.example.org/api/account-removal?lang=ur');
});

test("the status addresses name the order in the path and the asking form's route in the query", () => {
  assert.is(orderStatusAddress('/api', 'JHR-1', '/merchantform/jhrtrust'), '/api/orders/JHR-1/status?route=/merchantform/jhrtrust');
  assert.is(
    payProIdStatusAddress('/api', '01102205600001', '/merchantform/a b&c'),
    '/api/orders/by-paypro-id/01102205600001/status?route=/merchantform/a%20b%26c',
  );
  assert.is(orderPageAddress('https://pay.example.org/api', 'JHR-1'), 'https://pay.example.org/api/orders/JHR-1/page');
  assert.is(`${orderLookupAddress('/api')}${orderLookupQuery('JHR 1', '/x')}`, '/api/orders/page?order=JHR%201&route=/x');
});

test('a path parameter is percent-encoded, and one without a value is refused', () => {
  assert.is(pathOf('/api', 'orderStatus', { orderNumber: 'a/b?c' }), '/api/orders/a%2Fb%3Fc/status');
  assert.throws(() => pathOf('/api', 'orderStatus'), /needs orderNumber/);
});

test("the API's paths are the base and what lies under it, nothing beside it", () => {
  assert.equal(['/api', '/api/orders', '/api/orders?lang=ur', '/api?x=1'].map(isApiPath), [true, true, true, true]);
  assert.equal(['/apix', '/paypro/uis', '/', '/akbar-kare/api'].map(isApiPath), [false, false, false, false]);
});

test.run();
