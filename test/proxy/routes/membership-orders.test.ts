/**
 * POST /api/membership/orders: the member is looked up again, the server computes the dues, /cpay/co
 * is called with the type's merchant account, and the page gets the pay page link (as the original forms did).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { createPayProClient, PayProError } from '../../../proxy/paypro/index.ts';
import { fakeFetch, json } from '../paypro/fake-fetch.ts';
import { CORPORATE_MEMBER, fakePayProWith, found, legacyAccepted, MEMBER, SANDBOX_LINK, type FakeScripts } from '../helpers/fake-paypro.ts';
import { startProxy } from '../helpers/proxy-app.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';
import { english } from '../../helpers/translators.ts';

const PATH = '/api/membership/orders';
const RENEWAL = {
  route: '/membership',
  membershipType: 'Associate',
  membershipId: 'A-1001',
  idCard: true,
  email: 'renewals@textiles.example.com',
  phone: '0300-7654321',
};
const ORIGIN = { origin: 'https://pages.example.org' };
/** The thank-you page with the first order's number, URL-encoded as it rides in callback_url. */
const CALLBACK = encodeURIComponent('https://pages.example.org/membership/thank-you/?order=order-1');

let orgs: Org[];
test.before(async () => {
  // The membership fixture's pages are also hosted at ORIGIN, so the thank-you callback may follow it.
  const allowing = (org: Org): Org => (org.id === 'membership' ? { ...org, allowedOrigins: [ORIGIN.origin] } : org);
  orgs = (await testOrgsWithMembership()).map(allowing);
});

async function renew(body: unknown, scripts: FakeScripts) {
  const paypro = fakePayProWith(scripts);
  const proxy = await startProxy(paypro, orgs);
  try {
    const response = await proxy.post(body, { path: PATH, headers: ORIGIN });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, paypro, logs: proxy.logs };
  } finally {
    await proxy.close();
  }
}

const ok: FakeScripts = { lookupConsumer: [found()], createLegacyOrder: [legacyAccepted()] };

test('200: the pay page link with callback_url and the order number; the member is looked up again', async () => {
  const answer = await renew(RENEWAL, ok);
  assert.is(answer.status, 200);
  assert.equal(answer.body, { redirectUrl: `${SANDBOX_LINK}&callback_url=${CALLBACK}`, orderNumber: 'order-1' });
  assert.equal(
    answer.paypro.lookups.map((call) => call.fullConsumerCode),
    ['17521001'],
  );
  const [{ creds, order }] = answer.paypro.legacyOrders as [(typeof answer.paypro.legacyOrders)[0]];
  assert.equal([creds.merchantId, creds.merchantPassword], ['Membership_Associate', 'membership-associate-merchant-password']);
  assert.equal(
    [order.CustomerName, order.ReusableConsumerId, order['Membership No'], order.CustomerEmail, order.CustomerMobile],
    [MEMBER.name, '17521001', '1001', 'renewals@textiles.example.com', '03007654321'],
  );
  assert.ok(answer.logs.some((line) => line.msg === 'membership order created' && line.payPage === 'click2pay'));
});

test("422: a Corporate ID renewed as Associate is refused before PayPro is asked: the fee and account follow the member's type", async () => {
  const answer = await renew({ ...RENEWAL, membershipType: 'Associate', membershipId: 'C-2001' }, ok);
  assert.is(answer.status, 422);
  const error = answer.body.error as { code: string; fields: Record<string, string> };
  assert.equal(error.fields, {
    membershipId: 'Membership ID C-2001 belongs to the Corporate membership type. Choose Corporate, or check the ID.',
  });
  assert.equal([answer.paypro.lookups.length, answer.paypro.legacyOrders.length], [0, 0]);
});

test("an email and phone left empty are sent empty, never filled in from PayPro's record", async () => {
  const answer = await renew({ ...RENEWAL, email: '', phone: '' }, ok);
  assert.is(answer.status, 200);
  const [{ order }] = answer.paypro.legacyOrders as [(typeof answer.paypro.legacyOrders)[0]];
  assert.equal([order.CustomerEmail, order.CustomerMobile], ['', '']);
  assert.not.match(JSON.stringify(order), MEMBER.email);
  assert.not.match(JSON.stringify(order), MEMBER.mobile);
});

test('the server computes the dues: each type, with and without the card', async () => {
  const cases: [string, string, boolean, string, string][] = [
    ['Associate', 'A-1001', false, '3700', 'Membership_Associate'],
    ['Associate', 'A-1001', true, '4200', 'Membership_Associate'],
    ['Corporate', 'C-2001', false, '5950', 'Membership_Corporate'],
    ['Corporate', 'C-2001', true, '6450', 'Membership_Corporate'],
  ];
  for (const [membershipType, membershipId, idCard, amount, merchantId] of cases) {
    const member = membershipType === 'Corporate' ? CORPORATE_MEMBER : MEMBER;
    const answer = await renew(
      { ...RENEWAL, membershipType, membershipId, idCard },
      { lookupConsumer: [found(member)], createLegacyOrder: [legacyAccepted()] },
    );
    assert.is(answer.status, 200, `${membershipType} ${idCard}`);
    const [call] = answer.paypro.legacyOrders;
    assert.equal([call!.order.OrderAmount, call!.creds.merchantId], [amount, merchantId], `${membershipType} ${idCard}`);
  }
});

test('an amount, fee or name in the request is refused with 400: nothing is looked up or created', async () => {
  const tamperings = [
    { amount: '1' },
    { OrderAmount: '1' },
    { classFee: 1, idCardFee: 0 },
    { total: '1' },
    { companyName: 'Someone Else' },
    { membershipNumber: '42' },
  ];
  for (const tampering of tamperings) {
    const answer = await renew({ ...RENEWAL, ...tampering }, ok);
    assert.equal([answer.status, (answer.body.error as Record<string, unknown>).code], [400, 'invalid_request'], JSON.stringify(tampering));
    assert.equal([answer.paypro.lookups.length, answer.paypro.legacyOrders.length], [0, 0]);
  }
  const honest = await renew({ ...RENEWAL, website: '' }, ok);
  assert.is(honest.status, 200, 'an empty honeypot is allowed');
  assert.is(honest.paypro.legacyOrders[0]!.order.OrderAmount, '4200');
});

test('idCard must be true or false when sent; absent means no card', async () => {
  const shapeless = await renew({ ...RENEWAL, idCard: 'yes' }, ok);
  assert.equal([shapeless.status, (shapeless.body.error as Record<string, unknown>).code], [400, 'invalid_request']);
  const { idCard: _card, ...withoutCard } = RENEWAL;
  const answer = await renew(withoutCard, ok);
  assert.is(answer.paypro.legacyOrders[0]!.order.OrderAmount, '3700');
});

test('422 for a bad email or ID: nothing is looked up or created', async () => {
  const answer = await renew({ ...RENEWAL, email: 'not-an-address', membershipId: 'A1001' }, ok);
  assert.is(answer.status, 422);
  assert.equal((answer.body.error as Record<string, unknown>).fields, {
    membershipId: 'Membership ID must look like A-1234 (the letter A, B or C, a dash, then digits).',
    email: 'Email address is invalid.',
  });
  assert.equal([answer.paypro.lookups.length, answer.paypro.legacyOrders.length], [0, 0]);
});

test('rejected: 502 gateway_rejected with the Description, else the spec text', async () => {
  const described = await renew(RENEWAL, {
    lookupConsumer: [found()],
    createLegacyOrder: [{ ok: false, status: '01', description: 'Amount over limit' }],
  });
  assert.equal(
    [described.status, described.body],
    [502, { error: { code: 'gateway_rejected', message: 'Amount over limit', status: '01' } }],
  );
  const bare = await renew(RENEWAL, { lookupConsumer: [found()], createLegacyOrder: [{ ok: false, status: '03' }] });
  assert.equal(bare.body, { error: { code: 'gateway_rejected', message: 'Error occurred in invoice creation', status: '03' } });
});

test('no usable answer: 503/504; when the invoice may exist, its number and not to pay twice; else the spec text; no resend', async () => {
  const message = 'An error occurred while processing your payment.';
  const unknown = english.t('api.membershipOutcomeUnknown', { orderNumber: 'order-1' });
  const slow = await renew(RENEWAL, {
    lookupConsumer: [found()],
    createLegacyOrder: [new PayProError('gateway_timeout', 'late', { orderMayExist: true })],
  });
  assert.equal(
    [slow.status, slow.body],
    [504, { error: { code: 'gateway_unavailable', message: unknown, orderNumber: 'order-1', orderMayExist: true } }],
  );
  assert.is(slow.paypro.legacyOrders.length, 1);
  const lookupDown = await renew(RENEWAL, { lookupConsumer: [new PayProError('gateway_unreachable', 'down')] });
  assert.equal([lookupDown.status, lookupDown.body], [503, { error: { code: 'gateway_unavailable', message } }]);
  assert.is(lookupDown.paypro.legacyOrders.length, 0);
});

test('an Origin membership does not list is not followed: the callback is on the proxy itself', async () => {
  const proxy = await startProxy(fakePayProWith(ok), orgs);
  try {
    const response = await proxy.post(RENEWAL, { path: PATH, headers: { origin: 'https://phish.example' } });
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    assert.is(new URL(redirectUrl).searchParams.get('callback_url'), `${proxy.origin}/membership/thank-you/?order=order-1`);
  } finally {
    await proxy.close();
  }
});

test('an unexpected create-order failure is outcome unknown (503, kept for retries), logged with its stack', async () => {
  const paypro = fakePayProWith({ lookupConsumer: [found(), found()], createLegacyOrder: [new TypeError('boom'), legacyAccepted()] });
  const proxy = await startProxy(paypro, orgs);
  try {
    const headers = { ...ORIGIN, 'idempotency-key': 'membership-unexpected-1' };
    const first = await proxy.post(RENEWAL, { path: PATH, headers });
    const message = english.t('api.membershipOutcomeUnknown', { orderNumber: 'order-1' });
    const expected = { error: { code: 'gateway_unavailable', message, orderNumber: 'order-1', orderMayExist: true } };
    assert.equal([first.status, await first.json()], [503, expected]);
    const logged = proxy.logs.find((line) => line.level === 50 && line.orderNumber === 'order-1');
    assert.match(String((logged?.err as { stack?: unknown } | undefined)?.stack), 'TypeError: boom');
    const creating = proxy.logs.findIndex((line) => line.msg === 'creating order' && line.orderNumber === 'order-1');
    assert.ok(creating >= 0 && creating < proxy.logs.indexOf(logged!), "'creating order' comes before the failure");
    assert.equal(proxy.logs[creating]?.account, 'associate');

    const retry = await proxy.post(RENEWAL, { path: PATH, headers });
    assert.equal([retry.status, retry.headers.get('idempotent-replayed')], [503, 'true']);
    assert.is(paypro.legacyOrders.length, 1);
  } finally {
    await proxy.close();
  }
});

test('a member PayPro no longer finds: 404 membership_not_found and no order', async () => {
  const answer = await renew(RENEWAL, { lookupConsumer: [{ ok: false, status: '03' }] });
  assert.equal([answer.status, (answer.body.error as Record<string, unknown>).code], [404, 'membership_not_found']);
  assert.is(answer.paypro.legacyOrders.length, 0);
});

test('/api/orders refuses the renewal page: it pays only through /api/membership/orders', async () => {
  const paypro = fakePayProWith({});
  const proxy = await startProxy(paypro, orgs);
  try {
    const response = await proxy.post({ route: '/membership', values: { membershipType: 'Associate', membershipId: 'A-1001' } });
    assert.is(response.status, 404);
    assert.is(((await response.json()) as { error: { code: string } }).error.code, 'unknown_form');
    assert.equal([paypro.calls.length, paypro.lookups.length], [0, 0]);
  } finally {
    await proxy.close();
  }
});

test('golden: the exact /cpay/gcd and /cpay/co requests, and the bid page when Click2Pay is absent', async () => {
  const fake = fakeFetch((call) =>
    call.url.endsWith('/cpay/gcd')
      ? json([
          { Status: '00' },
          {
            ConsumerCode: '1001',
            FullConsumerCode: '17521001',
            Name: MEMBER.name,
            Mobile: MEMBER.mobile,
            Email: MEMBER.email,
            Address: MEMBER.address,
          },
        ])
      : json([
          { Status: '00' },
          { ConnectPayId: '01102205600001', OrderNumber: 'order-1', Description: 'Order number order-1 created successfully' },
        ]),
  );
  const paypro = createPayProClient({ baseUrl: 'https://demoapi.paypro.com.pk', fetch: fake.fetch });
  const proxy = await startProxy(paypro, orgs);
  try {
    const response = await proxy.post(RENEWAL, { path: PATH, headers: ORIGIN });
    assert.is(response.status, 200);
    assert.equal(await response.json(), {
      redirectUrl: `https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3D&callback_url=${CALLBACK}`,
      orderNumber: 'order-1',
    });
    const [gcd, co] = fake.calls;
    assert.is(gcd!.url, 'https://demoapi.paypro.com.pk/cpay/gcd');
    assert.is(
      gcd!.body,
      '{"userName":"membership-associate-user","password":"membership-associate-password","fullConsumerCode":"17521001"}',
    );
    const oJson =
      '[{"MerchantId":"Membership_Associate","MerchantPassword":"membership-associate-merchant-password"},' +
      '{"OrderNumber":"order-1","OrderAmount":"4200","OrderDueDate":"14/03/2025","OrderType":"Service",' +
      '"IssueDate":"11/03/2025","OrderExpireAfterSeconds":"0","Membership No":"1001","ReusableConsumerId":"17521001",' +
      '"CustomerName":"Example Textiles (Pvt) Ltd","CustomerMobile":"03007654321",' +
      '"CustomerEmail":"renewals@textiles.example.com","CustomerAddress":"Plot 1, Example Industrial Area, Karachi",' +
      '"BillDetail01":[{"New Registration Fee":"3700","Other Fee":"500","Services Charges":"0"}]}]';
    assert.is(co!.url, `https://demoapi.paypro.com.pk/cpay/co?oJson=${encodeURIComponent(oJson)}`);
    assert.is(co!.body, '');
    assert.is(fake.calls.length, 2);
    assert.ok(proxy.logs.some((line) => line.msg === 'membership order created' && line.payPage === 'bid'));
    assert.not.match(JSON.stringify(proxy.logs), 'merchant-password');
  } finally {
    await proxy.close();
  }
});

test.run();
