/**
 * Nothing secret or personal in the proxy's logs or answers, on every path a request can take with a
 * real gateway configured: success, refusal (status 03), a token refused mid-way (401, re-auth),
 * credentials refused at auth, a timeout, the gateway's 500 page, the membership lookup and order,
 * an account removal, invalid and malformed bodies, and an unexpected failure. The credentials are
 * fake and unique (`fakeCredentials`), the tokens are the ones the simulator really issued, the donor
 * details are unique per request.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { Org } from '../../orgs/types.ts';
import type { FaultSpec } from '../../proxy/simulator/faults.ts';
import { STACK_FRAME } from '../proxy/helpers/stack-frame.ts';
import { fakeCredentials, type FakeCredentials } from './helpers/fake-credentials.ts';
import { startGatewayModeProxy, type GatewayModeProxy } from './helpers/gateway-mode-proxy.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';

interface Exchange {
  label: string;
  status: number;
  /** Body and every header value, as the client received them. */
  text: string;
}

let orgs: Org[];
let credentials: FakeCredentials;
let stack: GatewayModeProxy;
const exchanges: Exchange[] = [];
/** The labels of the requests the first test sends, in order: what the scans below cover. */
const PATHS = [
  'success',
  'refusal',
  're-auth',
  'credentials refused',
  'timeout',
  'gateway 500',
  'member lookup',
  'membership order',
  'membership timeout',
  'lookup 500',
  'unexpected failure',
  'invalid fields',
  'malformed JSON',
  'form-encoded',
];

/** Fails a scan that would find nothing because the requests were not all sent (the first test did not run). */
function assertEveryPathTaken(): void {
  assert.equal(
    exchanges.map(({ label }) => label),
    PATHS,
    'the scans need every request of the first test',
  );
}
/** Donor and member details sent or looked up; none may reach a log line. */
const personal: string[] = [];

test.before(async () => {
  orgs = (await loadOrgs(fixtureOrgsDir)).map(({ org }) => org);
  credentials = fakeCredentials(orgs);
  stack = await startGatewayModeProxy({
    orgs,
    env: credentials.env,
    timeoutMs: 5_000,
  });
  // Removal requests cannot be written: the failure's log line must not carry the address either.
  await stack.database.db.schema.dropTable('removal_requests').execute();
});
test.after(() => stack.close());

/** Unique details for one request: name (letters only), email, phone, address. */
function donor(n: number) {
  const letters = 'abcdefghij';
  const tag = [...String(n).padStart(3, '0')].map((digit) => letters[Number(digit)]).join('');
  const details = {
    name: `Zarqoon ${tag[0]!.toUpperCase()}${tag}veth`,
    email: `donor.${tag}.${n}@example.org`,
    phoneNumber: `0300-71${String(n).padStart(5, '0')}`,
    address: `House ${n}00 Qasrveth Lane`,
  };
  personal.push(details.name, details.email, details.phoneNumber, details.phoneNumber.replace('-', ''), details.address);
  return details;
}

async function send(label: string, path: string, body: string, contentType = 'application/json'): Promise<Exchange> {
  const response = await fetch(`${stack.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    redirect: 'manual',
  });
  const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
  const exchange = { label, status: response.status, text: `${headers}\n\n${await response.text()}` };
  exchanges.push(exchange);
  return exchange;
}

/** An order of the grid-three-currencies fixture's form, or of grid-five-currencies' (another merchant account, not yet authenticated). */
const orderBody = (n: number, route = '/merchantform/grid-three-currencies') =>
  JSON.stringify({
    route,
    values: {
      ...donor(n),
      amount: '2500',
      currency: 'PKR',
      donationType: route.endsWith('grid-three-currencies') ? 'WaterWell' : 'Zakat',
      comments: '',
    },
  });

async function withFault(fault: FaultSpec, label: string, path: string, body: string): Promise<Exchange> {
  stack.sim.faults.set(fault);
  try {
    const exchange = send(label, path, body);
    return await (fault.mode === 'slow' ? stack.timedOut(exchange) : exchange);
  } finally {
    stack.sim.faults.clear();
  }
}

test('every path answers as expected (the paths the scans below cover)', async () => {
  assert.is((await send('success', '/api/orders', orderBody(1))).status, 200);
  assert.is((await withFault({ mode: 'status03', times: 1 }, 'refusal', '/api/orders', orderBody(2))).status, 502);
  const tokensBefore = stack.issuedTokens.length;
  assert.is((await withFault({ mode: 'http401', times: 1 }, 're-auth', '/api/orders', orderBody(3))).status, 200);
  assert.is(stack.issuedTokens.length, tokensBefore + 1, 'the refused token was replaced by a new one');
  assert.is(
    (
      await withFault(
        { mode: 'http401', on: 'auth' },
        'credentials refused',
        '/api/orders',
        orderBody(4, '/merchantform/grid-five-currencies'),
      )
    ).status,
    503,
  );
  assert.is((await withFault({ mode: 'slow', delayMs: 60_000, times: 1 }, 'timeout', '/api/orders', orderBody(5))).status, 504);
  assert.is((await withFault({ mode: 'http500', times: 1 }, 'gateway 500', '/api/orders', orderBody(6))).status, 503);

  const member = { route: '/membership', membershipType: 'Associate', membershipId: 'A-1001' };
  const renewal = { ...member, idCard: true, email: donor(7).email, phone: donor(8).phoneNumber };
  personal.push('Example Textiles (Pvt) Ltd', 'accounts@textiles.example.com', '03001234567');
  assert.is((await send('member lookup', '/api/membership/lookup', JSON.stringify(member))).status, 200);
  assert.is((await send('membership order', '/api/membership/orders', JSON.stringify(renewal))).status, 200);
  const slowRenewal = { mode: 'slow', on: 'cpay-co', delayMs: 60_000, times: 1 } as const;
  assert.is((await withFault(slowRenewal, 'membership timeout', '/api/membership/orders', JSON.stringify(renewal))).status, 504);
  assert.is(
    (await withFault({ mode: 'http500', on: 'gcd', times: 1 }, 'lookup 500', '/api/membership/lookup', JSON.stringify(member))).status,
    503,
  );

  const removal = JSON.stringify({ route: '/platform-pages/account-removal', email: donor(9).email });
  assert.is((await send('unexpected failure', '/api/account-removal', removal)).status, 500);
  const invalid = JSON.parse(orderBody(10)) as { values: Record<string, string> };
  invalid.values.amount = '-5';
  assert.is((await send('invalid fields', '/api/orders', JSON.stringify(invalid))).status, 422);
  assert.is((await send('malformed JSON', '/api/orders', orderBody(11).slice(0, -2))).status, 400);
  assert.is(
    (await send('form-encoded', '/api/orders', new URLSearchParams(donor(12)).toString(), 'application/x-www-form-urlencoded')).status >=
      300,
    true,
  );
  assertEveryPathTaken();
});

test('no credential, token or stack trace in any answer', () => {
  assertEveryPathTaken();
  assert.ok(stack.issuedTokens.length >= 2, 'the simulator issued tokens');
  for (const { label, text } of exchanges) {
    for (const secret of [...credentials.values, ...stack.issuedTokens]) {
      assert.not.ok(text.includes(secret), `the ${label} answer contains ${secret}:\n${text}`);
    }
    assert.not.ok(STACK_FRAME.test(text), `the ${label} answer contains a stack trace:\n${text}`);
  }
});

test('no credential, token or donor detail in any log line; every line names its request', () => {
  assertEveryPathTaken();
  assert.ok(stack.logLines.length >= exchanges.length, 'every request was logged');
  for (const line of stack.logLines) {
    for (const secret of [...credentials.values, ...stack.issuedTokens, ...personal]) {
      assert.not.ok(line.includes(secret), `a log line contains ${secret}:\n${line}`);
    }
    const { requestId } = JSON.parse(line) as { requestId?: unknown };
    assert.type(requestId, 'string', `a log line has no requestId:\n${line}`);
  }
});

test('a stack trace is logged only for the unexpected failure, at error level, with its request id', () => {
  assertEveryPathTaken();
  const withStack = stack.logLines.filter((line) => STACK_FRAME.test(JSON.parse(line).err?.stack ?? '') || line.includes('\\n    at '));
  assert.is(withStack.length, 1, withStack.join('\n'));
  const logged = JSON.parse(withStack[0]!) as { level: number; requestId: string; msg: string };
  assert.equal([logged.level, logged.msg], [50, 'unhandled error']);
  const failure = exchanges.find(({ label }) => label === 'unexpected failure')!;
  assert.match(failure.text, `"requestId":"${logged.requestId}"`);
});

test.run();
