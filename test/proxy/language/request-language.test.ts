/**
 * The request's language (the address's `lang`, proxy/middleware/request-language.ts) on POST
 * /api/orders: an Urdu request's field messages and error messages are Urdu, an absent `lang` (or `en`)
 * is English, and a `lang` that is not a language, or given twice, is refused before anything reaches
 * the gateway; a body that still names its language is refused as any unknown key.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accepted, fakePayPro } from '../helpers/fake-paypro.ts';
import { GRID_VALUES, startProxy } from '../helpers/proxy-app.ts';
import { english, urdu } from '../../helpers/translators.ts';

const ROUTE = '/merchantform/grid-three-currencies';

/** Where an Urdu page posts its orders. */
const IN_URDU = { path: '/api/orders?lang=ur' };

/** Values every check of the grid form refuses, with a key the form does not have. */
const INVALID = { ...GRID_VALUES, name: '', email: 'ayesha@', amount: '0', extra: 'x' };

test('an Urdu order with wrong values: 422 with the field messages and its own message in Urdu (golden), nothing sent', async () => {
  const paypro = fakePayPro();
  const proxy = await startProxy(paypro);
  try {
    const response = await proxy.post({ route: ROUTE, values: INVALID }, IN_URDU);
    assert.is(response.status, 422);
    assert.equal(await response.json(), {
      error: {
        code: 'invalid_fields',
        message: 'کچھ خانوں کو درست کرنا ضروری ہے۔',
        fields: {
          name: 'نام درج کریں۔',
          email: 'ای میل ایڈریس درست نہیں ہے۔',
          amount: 'رقم کے خانے میں \u20660\u2069 سے بڑا عدد لکھیں۔',
          extra: 'یہ خانہ اس فارم کا حصہ نہیں ہے۔',
        },
      },
    });
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test('the same order without lang, or with lang=en, is answered in English', async () => {
  const proxy = await startProxy(fakePayPro());
  const englishFields = {
    name: 'Name is required.',
    email: 'Email address is invalid.',
    amount: 'Amount must be a number greater than 0.',
    extra: 'This field is not part of the form.',
  };
  try {
    for (const path of ['/api/orders', '/api/orders?lang=en']) {
      const response = await proxy.post({ route: ROUTE, values: INVALID }, { path });
      assert.is(response.status, 422);
      const { error } = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
      assert.is(error.message, 'Some fields need attention.');
      assert.equal(error.fields, englishFields);
    }
  } finally {
    await proxy.close();
  }
});

test("an Urdu request's other errors are Urdu too: an unknown form, a malformed body", async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const unknown = await proxy.post({ route: '/nowhere', values: GRID_VALUES }, IN_URDU);
    assert.is(unknown.status, 404);
    assert.equal(await unknown.json(), {
      error: { code: 'unknown_form', message: 'اس ایڈریس پر کوئی فارم موجود نہیں ہے۔ صفحے کا ایڈریس چیک کریں اور دوبارہ کوشش کریں۔' },
    });
    const shapeless = await proxy.post({ route: ROUTE }, IN_URDU);
    assert.is(shapeless.status, 400);
    const { error } = (await shapeless.json()) as { error: { code: string; message: string } };
    assert.is(error.code, 'invalid_request');
    assert.match(error.message, 'درخواست پڑھی نہیں جا سکی');
  } finally {
    await proxy.close();
  }
});

test('a lang that is not a language, or lang twice: 400 invalid_request saying so, in English, and the gateway is never called', async () => {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro);
  try {
    for (const query of ['lang=fr', 'lang=UR', 'lang=ur-PK', 'lang=', 'lang', 'lang=%3Cb%3E', 'lang=ur&lang=ur', 'lang=ur&lang=en']) {
      for (const path of ['/api/orders', '/api/membership/lookup', '/api/membership/orders', '/api/account-removal']) {
        const response = await proxy.post({ route: ROUTE, values: GRID_VALUES }, { path: `${path}?${query}` });
        assert.is(response.status, 400, `${path}?${query}`);
        assert.equal(await response.json(), { error: { code: 'invalid_request', message: english.t('api.badLanguage') } });
      }
    }
    assert.is(paypro.calls.length, 0);
    assert.match(english.t('api.badLanguage'), '"lang"');
  } finally {
    await proxy.close();
  }
});

test('a valid order with lang=ur is created, and returns the donor to the Urdu thank-you page', async () => {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro);
  try {
    const response = await proxy.post({ route: ROUTE, values: GRID_VALUES }, IN_URDU);
    assert.is(response.status, 200);
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    assert.is(new URL(redirectUrl).searchParams.get('callback_url'), `${proxy.origin}${ROUTE}/ur/thank-you/?order=order-1`);
    assert.is(paypro.calls.length, 1);
  } finally {
    await proxy.close();
  }
});

test('a body that still names its language is refused as an unknown key, in the language of the address', async () => {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro);
  try {
    for (const [path, message] of [
      ['/api/orders', english.t('api.unknownRequestKeys')],
      ['/api/orders?lang=ur', urdu.t('api.unknownRequestKeys')],
    ] as const) {
      const response = await proxy.post({ route: ROUTE, values: GRID_VALUES, lang: 'ur' }, { path });
      assert.is(response.status, 400, path);
      assert.equal(await response.json(), { error: { code: 'invalid_request', message } }, path);
    }
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test.run();
