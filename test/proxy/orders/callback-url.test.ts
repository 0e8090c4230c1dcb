import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { callbackUrlFor, withCallbackUrl, type CallbackContext } from '../../../proxy/orders/callback-url.ts';

const LINK = 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3d';
const base: CallbackContext = {
  route: '/merchantform/grid-three-currencies',
  callback: 'thank-you',
  pageBase: () => 'https://grid-three-currencies.example.org/forms',
  orderNumber: 'JHR-20250310-0001',
  language: 'en',
};

test("'thank-you' is the form's thank-you folder under the pages' base, with our own order parameter", () => {
  assert.is(
    callbackUrlFor(base),
    'https://grid-three-currencies.example.org/forms/merchantform/grid-three-currencies/thank-you/?order=JHR-20250310-0001',
  );
});

test("an Urdu page's 'thank-you' is the Urdu thank-you page, in the form's ur folder", () => {
  assert.is(
    callbackUrlFor({ ...base, language: 'ur' }),
    'https://grid-three-currencies.example.org/forms/merchantform/grid-three-currencies/ur/thank-you/?order=JHR-20250310-0001',
  );
});

test('an absolute callback is the same whatever the language', () => {
  const absolute = 'https://example.org/paid';
  assert.is(callbackUrlFor({ ...base, callback: absolute, language: 'ur' }), callbackUrlFor({ ...base, callback: absolute }));
  assert.is(callbackUrlFor({ ...base, callback: absolute, language: 'ur' }), 'https://example.org/paid?order=JHR-20250310-0001');
});

test('an absolute callback keeps its query and fragment and gets the order parameter; no callback gives none', () => {
  const unplaceable = () => {
    throw new Error('the base is not needed');
  };
  const absolute = 'https://example.org/paid?src=form#top';
  assert.is(
    callbackUrlFor({ ...base, callback: absolute, pageBase: unplaceable }),
    'https://example.org/paid?src=form&order=JHR-20250310-0001#top',
  );
  assert.is(callbackUrlFor({ ...base, callback: undefined, pageBase: unplaceable }), undefined);
});

test('callback_url is appended URL-encoded and the bid parameter is kept byte for byte', () => {
  const thankYou = 'https://example.org/merchantform/grid-three-currencies/thank-you/?a=1&b=2';
  const url = withCallbackUrl(LINK, thankYou);
  assert.is(url, `${LINK}&callback_url=https%3A%2F%2Fexample.org%2Fmerchantform%2Fgrid-three-currencies%2Fthank-you%2F%3Fa%3D1%26b%3D2`);
  assert.is(new URL(url).searchParams.get('callback_url'), thankYou);
});

test('a link without a query gets "?"; no callback leaves the link unchanged', () => {
  assert.is(
    withCallbackUrl('https://pay.example/x', 'https://a.example/'),
    'https://pay.example/x?callback_url=https%3A%2F%2Fa.example%2F',
  );
  assert.is(withCallbackUrl(LINK, undefined), LINK);
});

test('callback_url goes into the query, before a #fragment, which stays last', () => {
  const thankYou = 'https://a.example/';
  assert.is(
    withCallbackUrl('https://pay.example/x?bid=Q%3d#pay', thankYou),
    'https://pay.example/x?bid=Q%3d&callback_url=https%3A%2F%2Fa.example%2F#pay',
  );
  assert.is(withCallbackUrl('https://pay.example/x#pay', thankYou), 'https://pay.example/x?callback_url=https%3A%2F%2Fa.example%2F#pay');
  assert.is(new URL(withCallbackUrl('https://pay.example/x?#top', thankYou)).searchParams.get('callback_url'), thankYou);
});

test.run();
