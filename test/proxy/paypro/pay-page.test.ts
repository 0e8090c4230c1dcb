/** The marketplace pay page link (PROTOCOL.md "Pay page"): base64 of the id, URL-encoded, on the right page. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeBid, marketplaceUrlFor, payPageUrl } from '../../../proxy/paypro/pay-page.ts';

test('bid is the URL-encoded base64 of the id (the official example)', () => {
  assert.is(Buffer.from('01102205600001').toString('base64'), 'MDExMDIyMDU2MDAwMDE=');
  assert.is(encodeBid('01102205600001'), 'MDExMDIyMDU2MDAwMDE%3D');
  assert.is(decodeURIComponent(encodeBid('12352320700001')), Buffer.from('12352320700001').toString('base64'));
});

test('the pay page of each PayPro host, and the simulator page for any other base', () => {
  assert.is(marketplaceUrlFor('https://demoapi.paypro.com.pk'), 'https://marketplace.paypro.com.pk/pyb-demo/');
  assert.is(marketplaceUrlFor('https://api.paypro.com.pk/'), 'https://marketplace.paypro.com.pk/pyb');
  assert.is(marketplaceUrlFor('http://127.0.0.1:8080/paypro-sim/'), 'http://127.0.0.1:8080/paypro-sim/pyb-demo/');
});

test('payPageUrl appends bid as the first or a further query parameter', () => {
  assert.is(
    payPageUrl('https://marketplace.paypro.com.pk/pyb-demo/', '01102205600001'),
    'https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3D',
  );
  assert.is(
    payPageUrl('https://marketplace.paypro.com.pk/pyb', '01102205600001'),
    'https://marketplace.paypro.com.pk/pyb?bid=MDExMDIyMDU2MDAwMDE%3D',
  );
  assert.is(payPageUrl('https://pay.example/page?lang=en', '1'), 'https://pay.example/page?lang=en&bid=MQ%3D%3D');
});

test.run();
