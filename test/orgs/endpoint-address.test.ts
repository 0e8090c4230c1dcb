/**
 * `endpointAddress` (orgs/api-contract.ts), the one place the pages write where they post: English
 * pages post to the endpoint itself, pages in another language add `?lang=<language>`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { API_PATHS, endpointAddress, LANGUAGE_PARAMETER } from '../../orgs/api-contract.ts';

test('an English page posts to the endpoint under the API base, with no query', () => {
  assert.is(endpointAddress('/api', API_PATHS.orders, 'en'), '/api/orders');
  assert.is(
    endpointAddress('https://pay.example.org/api', API_PATHS.membershipLookup, 'en'),
    'https://pay.example.org/api/membership/lookup',
  );
});

test('an Urdu page posts to the same endpoint with ?lang=ur', () => {
  assert.is(LANGUAGE_PARAMETER, 'lang');
  assert.is(endpointAddress('/api', API_PATHS.orders, 'ur'), '/api/orders?lang=ur');
  assert.is(
    endpointAddress('https://pay.example.org/api', API_PATHS.accountRemoval, 'ur'),
    'https://pay.example.org/api/account-removal?lang=ur',
  );
});

test.run();
