import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { callbackUrlFor, withCallbackUrl, type CallbackContext } from '../../../proxy/orders/callback-url.ts';

const LINK = 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3d';
const base: CallbackContext = {
  org: {},
  route: '/merchantform/jhrtrust',
  callback: 'thank-you',
  requestOrigin: undefined,
  proxyOrigin: 'http://localhost:8080',
};

test("'thank-you' uses the org's siteUrl without its trailing slash", () => {
  const url = callbackUrlFor({
    ...base,
    org: { siteUrl: 'https://jhrtrust.example.org/forms/' },
    requestOrigin: 'https://other.example',
  });
  assert.is(url, 'https://jhrtrust.example.org/forms/merchantform/jhrtrust/thank-you/');
});

test("'thank-you' without siteUrl uses the request's Origin", () => {
  assert.is(
    callbackUrlFor({ ...base, requestOrigin: 'https://pages.example.org' }),
    'https://pages.example.org/merchantform/jhrtrust/thank-you/',
  );
});

test("'thank-you' falls back to the proxy's origin without an Origin header or with Origin 'null'", () => {
  const expected = 'http://localhost:8080/merchantform/jhrtrust/thank-you/';
  assert.is(callbackUrlFor(base), expected);
  assert.is(callbackUrlFor({ ...base, requestOrigin: 'null' }), expected);
  assert.is(callbackUrlFor({ ...base, requestOrigin: 'javascript:alert(1)' }), expected);
});

test('an absolute callback is used as given; no callback gives none', () => {
  const absolute = 'https://example.org/paid?src=form';
  assert.is(callbackUrlFor({ ...base, callback: absolute }), absolute);
  assert.is(callbackUrlFor({ ...base, callback: undefined }), undefined);
});

test('callback_url is appended URL-encoded and the bid parameter is kept byte for byte', () => {
  const thankYou = 'https://example.org/merchantform/jhrtrust/thank-you/?a=1&b=2';
  const url = withCallbackUrl(LINK, thankYou);
  assert.is(
    url,
    `${LINK}&callback_url=https%3A%2F%2Fexample.org%2Fmerchantform%2Fjhrtrust%2Fthank-you%2F%3Fa%3D1%26b%3D2`,
  );
  assert.is(new URL(url).searchParams.get('callback_url'), thankYou);
});

test('a link without a query gets "?"; no callback leaves the link unchanged', () => {
  assert.is(
    withCallbackUrl('https://pay.example/x', 'https://a.example/'),
    'https://pay.example/x?callback_url=https%3A%2F%2Fa.example%2F',
  );
  assert.is(withCallbackUrl(LINK, undefined), LINK);
});

test.run();
