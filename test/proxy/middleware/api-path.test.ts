/** Paths compared as the router matches them, so a guard ahead of the router sees every spelling. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apiPath } from '../../../proxy/middleware/api-path.ts';

test('letter case and trailing slashes do not matter', () => {
  for (const path of ['/api/orders', '/API/Orders', '/api/orders/', '/Api/ORDERS//']) assert.is(apiPath(path), '/api/orders', path);
});

test('a different path stays different', () => {
  assert.is.not(apiPath('/api/orders-x'), '/api/orders');
  assert.is.not(apiPath('/api/membership/orders'), '/api/orders');
});

test.run();
