/**
 * What the proxy refuses before it reads a body is in the language of the page's address (`?lang=ur`,
 * proxy/middleware/request-language.ts), as the route's own answers are: the rate limit's 429 (with
 * Retry-After), a malformed JSON body, a body that is not JSON, a body over the limit (413) and a wrong
 * Host. The same requests without `lang` are answered in English. None reaches the gateway.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { english, urdu } from '../../helpers/translators.ts';
import { accepted, fakePayPro } from '../helpers/fake-paypro.ts';
import { GRID_VALUES, startProxy } from '../helpers/proxy-app.ts';
import { rawRequest } from '../no-script/helpers/raw-request.ts';

const ROUTE = '/merchantform/grid-three-currencies';
const ORDER = { route: ROUTE, values: GRID_VALUES };
const LANGUAGES = [
  ['/api/orders?lang=ur', urdu],
  ['/api/orders', english],
] as const;

/** The error of an answer's envelope. */
async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

test('over the rate limit: 429 in the language of the address, with Retry-After, and no gateway call', async () => {
  for (const [path, translator] of LANGUAGES) {
    const paypro = fakePayPro(accepted('order-1'));
    const proxy = await startProxy(paypro, undefined, { RATE_LIMIT_ORDERS_PER_MINUTE: '1' });
    try {
      assert.is((await proxy.post(ORDER, { path })).status, 200, path);
      const limited = await proxy.post(ORDER, { path });
      assert.is(limited.status, 429, path);
      const seconds = Number(limited.headers.get('retry-after'));
      assert.ok(seconds >= 1 && seconds <= 60, path);
      assert.equal(await errorOf(limited), { code: 'rate_limited', message: translator.t('api.rateLimited', { seconds }) }, path);
      assert.is(paypro.calls.length, 1, path);
    } finally {
      await proxy.close();
    }
  }
  assert.is.not(urdu.t('api.rateLimited', { seconds: 5 }), english.t('api.rateLimited', { seconds: 5 }));
});

test('a malformed JSON body, and a body that is not JSON: 400 in the language of the address', async () => {
  const paypro = fakePayPro();
  const proxy = await startProxy(paypro);
  try {
    for (const [path, translator] of LANGUAGES) {
      const malformed = await proxy.post('{"route":', { path });
      assert.is(malformed.status, 400, path);
      assert.equal(await errorOf(malformed), { code: 'invalid_request', message: translator.t('api.malformedJson') }, path);
      const text = await proxy.post('route=x', { path, headers: { 'content-type': 'text/plain' } });
      assert.is(text.status, 400, path);
      assert.equal(await errorOf(text), { code: 'invalid_request', message: translator.t('api.notJson') }, path);
    }
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test('a body over the limit: 413 in the language of the address', async () => {
  const paypro = fakePayPro();
  const proxy = await startProxy(paypro);
  try {
    for (const [path, translator] of LANGUAGES) {
      const large = await proxy.post({ ...ORDER, values: { ...GRID_VALUES, comments: 'x'.repeat(40_000) } }, { path });
      assert.is(large.status, 413, path);
      assert.equal(await errorOf(large), { code: 'payload_too_large', message: translator.t('api.tooLarge') }, path);
    }
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test('a wrong Host under PUBLIC_URL: 400 in the language of the address', async () => {
  const paypro = fakePayPro();
  const proxy = await startProxy(paypro, undefined, { PUBLIC_URL: 'https://pay.example.org/' });
  try {
    for (const [path, translator] of LANGUAGES) {
      const answer = await rawRequest(proxy.origin, {
        method: 'POST',
        path,
        headers: { host: 'evil.example', 'content-type': 'application/json' },
        body: JSON.stringify(ORDER),
      });
      assert.is(answer.status, 400, path);
      assert.equal(JSON.parse(answer.text), { error: { code: 'invalid_request', message: translator.t('api.badHost') } }, path);
    }
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test('a lang that is not a language is refused before the Host check and the rate limit, in English', async () => {
  const paypro = fakePayPro();
  const proxy = await startProxy(paypro, undefined, { PUBLIC_URL: 'https://pay.example.org/', RATE_LIMIT_ORDERS_PER_MINUTE: '1' });
  try {
    for (let i = 0; i < 3; i++) {
      const answer = await rawRequest(proxy.origin, {
        method: 'POST',
        path: '/api/orders?lang=xx',
        headers: { host: 'evil.example', 'content-type': 'application/json' },
        body: '{"route":',
      });
      assert.is(answer.status, 400);
      assert.equal(JSON.parse(answer.text), { error: { code: 'invalid_request', message: english.t('api.badLanguage') } });
    }
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test.run();
