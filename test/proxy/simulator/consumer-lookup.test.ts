/** The simulated /cpay/gcd: fixture members per merchant account, unknown codes, empty credentials, faults. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consumersOf, SIMULATOR_CONSUMERS } from '../../../proxy/simulator/members.ts';
import { rawRequest } from './http.ts';
import { withSimulator } from './start-simulator.ts';

const gcd = (baseUrl: string, body: unknown) => rawRequest('POST', `${baseUrl}/cpay/gcd`, { body });
const ASSOCIATE = 'sim-scci-associate';
const CORPORATE = 'sim-scci-corporate';
const ask = (fullConsumerCode: string, userName = ASSOCIATE) => ({ userName, password: 'p', fullConsumerCode });
const [TEXTILES] = SIMULATOR_CONSUMERS.associate;
const [INDUSTRIES] = SIMULATOR_CONSUMERS.corporate;

test('the fixture members: Associate A-1001 and A-1002, Corporate C-2001, each under its account, with the prefix 1752', () => {
  assert.equal(
    Object.entries(SIMULATOR_CONSUMERS).map(([account, members]) => [account, members.map((member) => member.FullConsumerCode)]),
    [
      ['associate', ['17521001', '17521002']],
      ['corporate', ['17522001']],
    ],
  );
});

test('a merchant is named by a word of its user name; a name with neither word has no members', () => {
  assert.is(consumersOf('sim-membership-associate'), SIMULATOR_CONSUMERS.associate);
  assert.is(consumersOf('Membership_Corporate_User'), SIMULATOR_CONSUMERS.corporate);
  assert.equal([consumersOf('u'), consumersOf('associates-user'), consumersOf('sim-corporateish')], [[], [], []]);
});

test('a known code answers 00 with the whole record, without a token', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const answer = await gcd(baseUrl, ask('17521001'));
    assert.is(answer.status, 200);
    assert.equal(answer.json(), [{ Status: '00' }, TEXTILES]);
    assert.is(sim.stats.lookupCalls, 1);
  }));

test("consumers are per merchant: another account's member is unknown (03), as an unknown code is", () =>
  withSimulator({}, async ({ baseUrl }) => {
    assert.equal((await gcd(baseUrl, ask('17522001', ASSOCIATE))).json(), [{ Status: '03' }]);
    assert.equal((await gcd(baseUrl, ask('17521001', CORPORATE))).json(), [{ Status: '03' }]);
    assert.equal((await gcd(baseUrl, ask('17521001', 'some-merchant'))).json(), [{ Status: '03' }]);
    assert.equal((await gcd(baseUrl, ask('17522001', CORPORATE))).json(), [{ Status: '00' }, INDUSTRIES]);
  }));

test('keys are read in any case', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const answer = await gcd(baseUrl, { UserName: CORPORATE, Password: 'p', FullConsumerCode: '17522001' });
    assert.equal((answer.json() as unknown[])[1], INDUSTRIES);
  }));

test('an unknown code answers 03 without a Description; empty credentials 01 with one in element 0', () =>
  withSimulator({}, async ({ baseUrl }) => {
    assert.equal((await gcd(baseUrl, ask('17529999'))).json(), [{ Status: '03' }]);
    assert.equal((await gcd(baseUrl, { userName: ASSOCIATE, password: ' ', fullConsumerCode: '17521001' })).json(), [
      { Status: '01', Description: 'Invalid Data. The username or password cannot be empty' },
    ]);
  }));

test("faults apply with on: 'gcd' and 'all', and not with on: 'co'", () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    sim.faults.set({ mode: 'status01', description: 'Invalid user', on: 'gcd', times: 1 });
    assert.equal((await gcd(baseUrl, ask('17521001'))).json(), [{ Status: '01' }, { Description: 'Invalid user' }]);
    sim.faults.set({ mode: 'http500', on: 'all', times: 1 });
    assert.is((await gcd(baseUrl, ask('17521001'))).status, 500);
    sim.faults.set({ mode: 'http500', on: 'co' });
    assert.is((await gcd(baseUrl, ask('17521001'))).status, 200);
  }));

test.run();
