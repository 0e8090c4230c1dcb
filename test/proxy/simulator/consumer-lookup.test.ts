/** The simulated /cpay/gcd: fixture members, unknown codes, empty credentials, faults. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SIMULATOR_MEMBERS } from '../../../proxy/simulator/members.ts';
import { rawRequest } from './http.ts';
import { withSimulator } from './start-simulator.ts';

const gcd = (baseUrl: string, body: unknown) => rawRequest('POST', `${baseUrl}/cpay/gcd`, { body });
const ask = (fullConsumerCode: string) => ({ userName: 'u', password: 'p', fullConsumerCode });

test('the fixture members: Associate A-1001, A-1002 and Corporate C-2001 under the prefix 1752', () => {
  assert.equal(
    SIMULATOR_MEMBERS.map((member) => member.FullConsumerCode),
    ['17521001', '17521002', '17522001'],
  );
});

test('a known code answers 00 with the whole record, without a token', () =>
  withSimulator({}, async ({ baseUrl, sim }) => {
    const answer = await gcd(baseUrl, ask('17521001'));
    assert.is(answer.status, 200);
    assert.equal(answer.json(), [{ Status: '00' }, SIMULATOR_MEMBERS[0]]);
    assert.is(sim.stats.lookupCalls, 1);
  }));

test('keys are read in any case', () =>
  withSimulator({}, async ({ baseUrl }) => {
    const answer = await gcd(baseUrl, { UserName: 'u', Password: 'p', FullConsumerCode: '17522001' });
    assert.equal((answer.json() as unknown[])[1], SIMULATOR_MEMBERS[2]);
  }));

test('an unknown code answers 03 without a Description; empty credentials 01 with one in element 0', () =>
  withSimulator({}, async ({ baseUrl }) => {
    assert.equal((await gcd(baseUrl, ask('17529999'))).json(), [{ Status: '03' }]);
    assert.equal((await gcd(baseUrl, { userName: 'u', password: ' ', fullConsumerCode: '17521001' })).json(), [
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
