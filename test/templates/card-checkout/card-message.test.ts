/** Reading a card provider's result message and where the frame points. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cardResultLines, readCardMessage } from '../../../templates/card-checkout/card-message.ts';
import { providerFrameUrl, providerOrigin } from '../../../templates/card-checkout/provider-page.ts';
import { translatorFor } from '../../../orgs/i18n/compile.ts';

const { t } = translatorFor('en');
const urdu = translatorFor('ur');

test('success, failure and error are read from the object or its JSON text', () => {
  assert.equal(readCardMessage({ payment_status: 'success', paypro_id: '01102205600001', message: 'Approved' }), {
    paid: true,
    payProId: '01102205600001',
    message: 'Approved',
  });
  assert.equal(readCardMessage(JSON.stringify({ payment_status: 'failure', paypro_id: 42, message: 'Declined' })), {
    paid: false,
    payProId: '42',
    message: 'Declined',
  });
  assert.equal(readCardMessage({ payment_status: ' Error ' }), { paid: false, payProId: '', message: '' });
});

test('anything else is not a result', () => {
  for (const data of [null, 'ready', '{"payment_status":', 7, [], {}, { payment_status: 'pending' }, { status: 'success' }]) {
    assert.is(readCardMessage(data), undefined, JSON.stringify(data));
  }
});

test("the lines shown are the spec's, then the provider id", () => {
  assert.equal(cardResultLines({ paid: true, payProId: 'P-1', message: 'Approved' }, t), [
    'Payment Successful: Approved',
    'PayPro ID: P-1',
  ]);
  assert.equal(cardResultLines({ paid: false, payProId: 'P-2', message: 'Card declined' }, t), [
    'Payment Failed: Card declined',
    'PayPro ID: P-2',
  ]);
  assert.equal(cardResultLines({ paid: false, payProId: '', message: 'Timeout' }, t), ['Payment Failed: Timeout', 'PayPro ID: not given']);
});

/** `text` in Unicode's left-to-right isolate, as Urdu messages put Latin values in (orgs/i18n/translator.ts). */
const ltr = (text: string) => `\u2066${text}\u2069`;

test("the result lines follow the translator's language: Urdu words, the provider's own message and id kept", () => {
  assert.equal(cardResultLines({ paid: true, payProId: 'P-1', message: 'Approved' }, urdu.t), [
    `ادائیگی کامیاب: ${ltr('Approved')}`,
    `PayPro ID: ${ltr('P-1')}`,
  ]);
  assert.equal(cardResultLines({ paid: false, payProId: '', message: 'Timeout' }, urdu.t), [
    `ادائیگی ناکام: ${ltr('Timeout')}`,
    'PayPro ID: موجود نہیں',
  ]);
});

test("the demo provider sits beside the page and shares its origin; a real provider has its URL's origin", () => {
  assert.is(providerFrameUrl('demo'), 'demo-provider/');
  assert.is(providerFrameUrl('demo', 'ur'), '../demo-provider/', 'the Urdu page, a folder down, frames the one demo page');
  assert.is(new URL(providerFrameUrl('demo', 'ur'), 'https://pages.example.org/iframetest/ur/').pathname, '/iframetest/demo-provider/');
  assert.is(providerOrigin('demo', 'https://pages.example.org/iframetest/'), 'https://pages.example.org');
  const real = 'https://pay.example.com:8443/card?merchant=7';
  assert.is(providerFrameUrl(real), real);
  assert.is(providerOrigin(real, 'https://pages.example.org/iframetest/'), 'https://pay.example.com:8443');
});

test.run();
