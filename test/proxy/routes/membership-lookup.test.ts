/**
 * POST /api/membership/lookup with a scripted PayPro client: what the page gets for a member found, not
 * found, a malformed ID and a gateway that does not answer.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { PayProError } from '../../../proxy/paypro/index.ts';
import { CORPORATE_MEMBER, fakePayProWith, found, MEMBER, type FakeScripts } from '../helpers/fake-paypro.ts';
import { startProxy } from '../helpers/proxy-app.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgsWithMembership();
});

const PATH = '/api/membership/lookup';
const NOT_FOUND =
  'Incorrect membership number. Please ensure you are entering the correct membership number corresponding to your ' +
  'membership type, or email us at desk@chamber.example.org for further assistance.';
const LOOKUP_FAILED = 'An error occurred while fetching membership information.';

/** Posts `body` to the lookup with a fake scripted by `scripts`, the proxy serving `served`; returns the answer and the fake. */
async function lookUp(body: unknown, scripts: FakeScripts = {}, served: Org[] = orgs) {
  const paypro = fakePayProWith(scripts);
  const proxy = await startProxy(paypro, served);
  try {
    const response = await proxy.post(body, { path: PATH });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, paypro, logs: proxy.logs };
  } finally {
    await proxy.close();
  }
}

test('found: 200 with exactly the membership number, company name, and the email and phone masked', async () => {
  const answer = await lookUp({ route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' }, { lookupConsumer: [found()] });
  assert.is(answer.status, 200);
  assert.equal(answer.body, {
    membershipNumber: '1001',
    companyName: 'Example Textiles (Pvt) Ltd',
    emailOnFile: 'a•••@t•••.com',
    phoneOnFile: '03•••••••67',
  });
  assert.not.match(JSON.stringify(answer.body), 'accounts@');
  assert.equal(answer.paypro.lookups, [
    {
      creds: {
        userName: 'membership-associate-user',
        password: 'membership-associate-password',
        merchantId: 'Membership_Associate',
        merchantPassword: 'membership-associate-merchant-password',
      },
      fullConsumerCode: '17521001',
    },
  ]);
  assert.not.match(JSON.stringify(answer.body), 'password');
});

test("the type picks the account: Corporate asks with the corporate account's credentials", async () => {
  const answer = await lookUp(
    { route: '/membership', membershipType: 'Corporate', membershipId: ' c-2001 ' },
    { lookupConsumer: [found(CORPORATE_MEMBER)] },
  );
  assert.is(answer.status, 200);
  assert.equal(
    answer.paypro.lookups.map((call) => [call.creds.userName, call.fullConsumerCode]),
    [['membership-corporate-user', '17522001']],
  );
});

test("not found without a Description: 404 membership_not_found with the spec's message and the contact address", async () => {
  const answer = await lookUp(
    { route: '/membership', membershipType: 'Associate', membershipId: 'A-9999' },
    { lookupConsumer: [{ ok: false, status: '03' }] },
  );
  assert.is(answer.status, 404);
  assert.equal(answer.body, { error: { code: 'membership_not_found', message: NOT_FOUND, status: '03' } });
});

test('not found, for an org without a contact address: the message asks the member to get in touch, naming no address', async () => {
  const withoutEmail = orgs.map(({ contactEmail: _email, ...org }) => org);
  const answer = await lookUp(
    { route: '/membership', membershipType: 'Associate', membershipId: 'A-9999' },
    { lookupConsumer: [{ ok: false, status: '03' }] },
    withoutEmail,
  );
  assert.is(answer.status, 404);
  assert.equal(answer.body, {
    error: {
      code: 'membership_not_found',
      message:
        'Incorrect membership number. Please ensure you are entering the correct membership number corresponding to your ' +
        'membership type, or contact us for further assistance.',
      status: '03',
    },
  });
});

test('a record for another FullConsumerCode than asked is no member: 404 as for an unknown one, logged at warn', async () => {
  const unknown = await lookUp(
    { route: '/membership', membershipType: 'Corporate', membershipId: 'C-2001' },
    { lookupConsumer: [{ ok: false, status: '03' }] },
  );
  const answer = await lookUp(
    { route: '/membership', membershipType: 'Corporate', membershipId: 'C-2001' },
    { lookupConsumer: [found(MEMBER)] },
  );
  assert.equal([answer.status, answer.body], [404, unknown.body]);
  assert.equal(answer.paypro.lookups[0]?.fullConsumerCode, '17522001');
  assert.ok(answer.logs.some((line) => line.msg === 'consumer lookup answered with another consumer code' && line.level === 40));
  assert.not.match(JSON.stringify(answer.body), MEMBER.name);
});

test("not found with a Description: the gateway's words", async () => {
  const answer = await lookUp(
    { route: '/membership', membershipType: 'Associate', membershipId: 'A-9999' },
    { lookupConsumer: [{ ok: false, status: '01', description: 'Consumer is blocked' }] },
  );
  assert.equal(
    [answer.status, answer.body],
    [404, { error: { code: 'membership_not_found', message: 'Consumer is blocked', status: '01' } }],
  );
});

test('a wrong prefix, a missing ID or type: 422 with the messages, and PayPro is not asked', async () => {
  const wrong = await lookUp({ route: '/membership', membershipType: 'Associate', membershipId: 'D-1001' });
  assert.is(wrong.status, 422);
  assert.equal((wrong.body.error as Record<string, unknown>).fields, {
    membershipId: 'Membership ID must look like A-1234 (the letter A, B or C, a dash, then digits).',
  });
  const empty = await lookUp({ route: '/membership' });
  assert.equal((empty.body.error as Record<string, unknown>).fields, {
    membershipType: 'Membership type is required.',
    membershipId: 'Membership ID is required.',
  });
  assert.equal([wrong.paypro.lookups, empty.paypro.lookups], [[], []]);
});

test('a gateway that does not answer: 504 after a timeout, 503 otherwise, with the spec message', async () => {
  const body = { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' };
  const slow = await lookUp(body, { lookupConsumer: [new PayProError('gateway_timeout', 'PayPro did not answer')] });
  assert.equal([slow.status, slow.body], [504, { error: { code: 'gateway_unavailable', message: LOOKUP_FAILED } }]);
  const broken = await lookUp(body, { lookupConsumer: [new PayProError('gateway_bad_response', 'HTML', { httpStatus: 500 })] });
  assert.equal([broken.status, broken.body], [503, { error: { code: 'gateway_unavailable', message: LOOKUP_FAILED } }]);
  assert.ok(broken.logs.some((line) => line.msg === 'consumer lookup got no answer' && line.httpStatus === 500));
});

test('no renewal page at the route: 404 unknown_form, also for a standard form; a body without a route: 400', async () => {
  const unknown = await lookUp({ route: '/nowhere', membershipType: 'Associate', membershipId: 'A-1' });
  const standard = await lookUp({ route: '/merchantform/grid-three-currencies', membershipType: 'Associate', membershipId: 'A-1' });
  const shapeless = await lookUp({ membershipType: 'Associate' });
  assert.equal([unknown.status, standard.status, shapeless.status], [404, 404, 400]);
  assert.is((standard.body.error as Record<string, unknown>).code, 'unknown_form');
  assert.is((shapeless.body.error as Record<string, unknown>).code, 'invalid_request');
});

test.run();
