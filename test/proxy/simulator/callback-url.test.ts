import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { returnUrl } from '../../../proxy/simulator/callback-url.ts';

const params = { status: 'Success', ordId: '09902606000001', msg: 'Payment received' };
const tail = 'status=Success&ordId=09902606000001&msg=Payment+received';

test('appends the parameters with ? or &, keeping the merchant query and fragment', () => {
  assert.is(returnUrl('https://a.example/t', params), `https://a.example/t?${tail}`);
  assert.is(returnUrl('https://a.example/t?x=1', params), `https://a.example/t?x=1&${tail}`);
  assert.is(returnUrl('https://a.example/t?', params), `https://a.example/t?${tail}`);
  assert.is(returnUrl('http://a.example/t?x=a%20b#done', params), `http://a.example/t?x=a%20b&${tail}#done`);
});

test("joined after a second '?', or in place of the callback's query, when asked", () => {
  assert.is(returnUrl('https://a.example/t?order=X#done', params, 'second-question-mark'), `https://a.example/t?order=X?${tail}#done`);
  assert.is(returnUrl('https://a.example/t', params, 'second-question-mark'), `https://a.example/t?${tail}`);
  assert.is(returnUrl('https://a.example/t?order=X&y=1#done', params, 'replace-query'), `https://a.example/t?${tail}#done`);
  assert.is(returnUrl('https://a.example/t', params, 'replace-query'), `https://a.example/t?${tail}`);
  assert.is(returnUrl('https://a.example/t?order=X', params, 'append'), `https://a.example/t?order=X&${tail}`);
});

test('refuses anything but absolute http(s) URLs', () => {
  for (const url of ['javascript:alert(1)', 'data:text/html,hi', '/relative', 'ftp://a.example/', '']) {
    assert.is(returnUrl(url, params), undefined, url);
  }
});

test.run();
