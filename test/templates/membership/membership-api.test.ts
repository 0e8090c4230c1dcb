/** How the renewal page reads the proxy's answers: only checked data is used; the spec texts are the fallback. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  classifyLookupResponse,
  classifyRenewalResponse,
  lookUpMember,
  requestRenewal,
} from '../../../templates/membership/membership-api.ts';
import { english, urdu } from '../../helpers/translators.ts';

const LOOKUP_FAILED = 'An error occurred while fetching membership information.';
const PAYMENT_FAILED = 'An error occurred while processing your payment.';

test('a found member keeps only the four fields, text only', () => {
  const body = { membershipNumber: '1001', companyName: 'Example Textiles', emailOnFile: 7, phoneOnFile: '03•••••••67', email: 'x@y.z' };
  assert.equal(classifyLookupResponse(200, body, english), {
    kind: 'found',
    member: { membershipNumber: '1001', companyName: 'Example Textiles', emailOnFile: '', phoneOnFile: '03•••••••67' },
  });
  assert.equal(classifyLookupResponse(200, { companyName: 'No number' }, english), { kind: 'failed', message: LOOKUP_FAILED });
});

test("the proxy's words for not found, rejected and unavailable; the spec text for anything else", () => {
  const error = (code: string, message: string) => ({ error: { code, message } });
  assert.equal(classifyLookupResponse(404, error('membership_not_found', 'Incorrect membership number.'), english), {
    kind: 'failed',
    message: 'Incorrect membership number.',
  });
  assert.equal(classifyLookupResponse(504, error('gateway_unavailable', ''), english), { kind: 'failed', message: LOOKUP_FAILED });
  assert.equal(classifyLookupResponse(500, error('internal_error', 'Something went wrong'), english), {
    kind: 'failed',
    message: LOOKUP_FAILED,
  });
  assert.equal(classifyRenewalResponse(502, error('gateway_rejected', 'Amount over limit'), english), {
    kind: 'rejected',
    message: 'Amount over limit',
  });
  assert.equal(classifyRenewalResponse(502, error('gateway_rejected', ''), english), { kind: 'rejected', message: PAYMENT_FAILED });
  assert.equal(classifyRenewalResponse(502, null, english), { kind: 'failed', message: PAYMENT_FAILED });
  assert.equal(classifyRenewalResponse(400, null, english), { kind: 'failed', message: PAYMENT_FAILED });
});

test('422 gives field messages; a redirect needs a web address', () => {
  const invalid = { error: { code: 'invalid_fields', message: 'x', fields: { email: 'Email address is invalid.', bad: 1 } } };
  assert.equal(classifyRenewalResponse(422, invalid, english), { kind: 'invalid', fields: { email: 'Email address is invalid.' } });
  assert.equal(classifyRenewalResponse(200, { redirectUrl: 'https://pay.example/?bid=1' }, english), {
    kind: 'redirect',
    redirectUrl: 'https://pay.example/?bid=1',
  });
  assert.equal(classifyRenewalResponse(200, { redirectUrl: 'javascript:alert(1)' }, english), { kind: 'failed', message: PAYMENT_FAILED });
});

test('the renewal is sent with its Idempotency-Key; the lookup, which creates nothing, without one', async () => {
  const sent: Headers[] = [];
  const fake: typeof fetch = async (_input, init) => {
    sent.push(new Headers(init?.headers));
    return new Response(JSON.stringify({ error: { code: 'gateway_unavailable', message: 'x' } }), { status: 503 });
  };
  const lookup = { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' };
  await lookUpMember(fake, '/api', lookup, english);
  await requestRenewal(fake, '/api', { ...lookup, email: '', phone: '', idCard: false }, 'renewal-key-0001', english);
  assert.equal(
    sent.map((headers) => headers.get('idempotency-key')),
    [null, 'renewal-key-0001'],
  );
});

test("both calls go to the address in the translator's language: no query in English, ?lang=ur in Urdu", async () => {
  const urls: string[] = [];
  const fake: typeof fetch = async (input) => {
    urls.push(String(input));
    return new Response('null', { status: 503 });
  };
  const lookup = { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' };
  for (const translator of [english, urdu]) {
    await lookUpMember(fake, '/api', lookup, translator);
    await requestRenewal(fake, '/api', { ...lookup, email: '', phone: '', idCard: false }, 'renewal-key-0001', translator);
  }
  assert.equal(urls, [
    '/api/membership/lookup',
    '/api/membership/orders',
    '/api/membership/lookup?lang=ur',
    '/api/membership/orders?lang=ur',
  ]);
});

test.run();
