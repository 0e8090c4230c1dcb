/**
 * `checkGateway`, the work of `forms paypro check`, against the simulator on loopback in each of its
 * answer variants and the faults that make sense: a PKR 1 order per v2 account, its status both ways,
 * moab, status again; each step's verdict and each answer's shape, with no credential, token, id or link
 * in the report; membership accounts not checked.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { loadConfig } from '../../../proxy/config.ts';
import type { AccountCheck } from '../../../proxy/gateway-check/check-account.ts';
import { checkGateway, type GatewayCheckReport } from '../../../proxy/gateway-check/gateway-check.ts';
import type { AnswerSpec } from '../../../proxy/simulator/app.ts';
import type { FaultSpec } from '../../../proxy/simulator/faults.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';
import { fakeCredentials } from '../../security/helpers/fake-credentials.ts';
import { startSimulator, type RunningSimulator } from '../simulator/start-simulator.ts';
import { createFakeTimers } from '../../helpers/fake-timers.ts';
import type { Timers } from '../../../proxy/timers.ts';
import { passLimit } from '../paypro/slow-gateway.ts';

let grid: Org;
let membership: Org;
let running: RunningSimulator;
/** The simulator's clock: a 'slow' answer is held until the client's limit has passed. */
const simClock = createFakeTimers();

test.before(async () => {
  [grid, membership] = await Promise.all([fixtureOrg('grid-three-currencies'), fixtureOrg('membership')]);
  running = await startSimulator({ basePath: '/paypro-sim', timers: simClock });
});
test.after(() => running.close());
test.before.each(() => {
  running.sim.faults.clear();
  running.sim.answers.set({});
});

interface Run {
  report: GatewayCheckReport;
  /** The one account's check. */
  account: AccountCheck & { orderNumber: string };
  /** `step: verdict` of each step. */
  verdicts: string[];
  secrets: string[];
}

/** Checks `org` (default the one-account grid) against the simulator, with `variant` and `fault` in force. */
async function check(
  options: { org?: Org; answers?: AnswerSpec; fault?: FaultSpec; timeoutMs?: number; timers?: Timers } = {},
): Promise<Run> {
  const org = options.org ?? grid;
  if (options.answers) running.sim.answers.set(options.answers);
  if (options.fault) running.sim.faults.set(options.fault);
  const credentials = fakeCredentials([org]);
  const env = { ...credentials.env, PAYPRO_BASE_URL: running.baseUrl, PAYPRO_TIMEOUT_MS: String(options.timeoutMs ?? 5_000) };
  let n = 0;
  const report = await checkGateway({
    org,
    config: loadConfig(env, [org]),
    newOrderNumber: () => `CHECK-${++n}`,
    now: () => new Date(),
    ...(options.timers ? { timers: options.timers } : {}),
  });
  const [first] = report.accounts;
  const account = first?.checked ? first : ({ steps: [], order: 'none', orderNumber: '' } as Run['account']);
  return { report, account, verdicts: account.steps.map((step) => `${step.step}: ${step.verdict}`), secrets: credentials.values };
}

/** The merchant id the check used (the fake credential of the run's first account). */
function merchantOf(run: Run): string {
  return run.secrets.find((value) => value.includes('merchant-id'))!;
}

/** Asserts that nothing in the report is a credential, a token, a PayProId or a link. */
function assertNothingIdentifying({ report, secrets }: Run): void {
  const text = JSON.stringify(report);
  for (const secret of secrets) assert.not.match(text, secret);
  for (const { payProId } of running.sim.orders.list()) assert.not.match(text, payProId);
  assert.not.match(text, /https?:\/\/[^"]*pyb-demo/);
  assert.not.match(text, 'Ayesha');
}

const ALL_OK = ['auth: ok', 'create-order: ok', 'ggos: ok', 'ggosboi: ok', 'moab: ok', 'ggos after moab: ok'];

test('the default answers: every step ok, the order blocked at PayPro, the shapes printed, nothing identifying', async () => {
  const run = await check();
  assert.equal(run.verdicts, ALL_OK);
  assert.equal([run.report.failed, run.report.inconclusive, run.account.order], [0, 0, 'blocked']);
  const [auth, created, ggos] = run.account.steps;
  assert.equal(auth!.answers, ['HTTP 200, token header: present, body: "Authorized"']);
  assert.is(created!.note, 'pay link from Click2Pay');
  assert.match(created!.answers[0]!, 'body: [{Status: string "00"}, {IPGList: [');
  assert.is(ggos!.note, 'UNPAID, AmountPayable 1');
  assert.match(ggos!.answers[0]!, 'OrderStatus: string "UNPAID"');
  const order = running.sim.orders.findByOrderNumber(merchantOf(run), 'CHECK-1');
  assert.equal([order?.amount, order?.customerName, order?.status], ['1', 'PayPro check', 'BLOCKED']);
  assertNothingIdentifying(run);
});

test('auth variants: the older envelope body is ok; "InValid Keys" or no token header fail auth, and nothing else runs', async () => {
  const envelope = await check({ answers: { auth: 'envelope' } });
  assert.equal(envelope.verdicts, ALL_OK);
  assert.equal(envelope.account.steps[0]!.answers, ['HTTP 200, token header: present, body: [{Status: string "00"}]']);
  for (const [auth, said] of [
    ['invalid-keys', 'its answer says "InValid Keys"'],
    ['no-token-header', 'its answer says "Authorized" but carries no token header'],
  ] as const) {
    const before = running.sim.stats.createOrderCalls;
    const run = await check({ answers: { auth } });
    assert.equal(run.verdicts, [
      'auth: failed',
      'create-order: not run',
      'ggos: not run',
      'ggosboi: not run',
      'moab: not run',
      'ggos after moab: not run',
    ]);
    assert.match(run.account.steps[0]!.note, said);
    assert.equal([run.report.failed, run.account.order], [1, 'none']);
    assert.is(running.sim.stats.createOrderCalls, before, 'no order attempted');
    assertNothingIdentifying(run);
  }
});

test('create-order variants: only IframeClick2Pay, only a PayProId: the link source is named, every step ok', async () => {
  for (const [createOrder, source] of [
    ['iframe-only', 'IframeClick2Pay'],
    ['payproid-only', 'PayProId'],
  ] as const) {
    const run = await check({ answers: { createOrder } });
    assert.equal(run.verdicts, ALL_OK, createOrder);
    assert.is(run.account.steps[1]!.note, `pay link from ${source}`);
    assertNothingIdentifying(run);
  }
});

test("ggosboi's HTTP 500 for an untouched order is inconclusive, not a failure", async () => {
  const run = await check({ fault: { mode: 'http500', on: 'ggosboi' } });
  assert.equal(run.verdicts[3], 'ggosboi: inconclusive');
  assert.match(run.account.steps[3]!.answers[0]!, 'HTTP 500, body: not JSON (text/html');
  assert.equal([run.report.failed, run.report.inconclusive, run.account.order], [0, 1, 'blocked']);
});

test('a refused create-order (a minimum above PKR 1, say) fails with its Description, and nothing else runs', async () => {
  const run = await check({ fault: { mode: 'status01', on: 'co', description: 'Amount is below the limit' } });
  assert.equal(run.verdicts.slice(0, 3), ['auth: ok', 'create-order: failed', 'ggos: not run']);
  assert.is(run.account.steps[1]!.note, 'status 01: Amount is below the limit');
  assert.equal([run.report.failed, run.account.order], [1, 'none']);
});

test('a create-order with no answer in time: the order is still found by OrderNumber and blocked', async () => {
  const clocks = { sim: simClock, client: createFakeTimers() };
  const checked = check({ fault: { mode: 'slow', on: 'co', delayMs: 60_000, times: 1 }, timeoutMs: 1_000, timers: clocks.client });
  await passLimit(clocks, 1_000);
  const run = await checked;
  assert.equal(run.verdicts, ['auth: ok', 'create-order: failed', 'ggos: not run', 'ggosboi: ok', 'moab: ok', 'ggos after moab: not run']);
  assert.match(run.account.steps[1]!.note, 'did not answer create-order within 1000 ms');
  assert.is(run.account.order, 'blocked');
  assert.is(running.sim.orders.findByOrderNumber(merchantOf(run), 'CHECK-1')?.status, 'BLOCKED');
});

test('a moab PayPro refuses leaves the order open, and the status after it fails', async () => {
  const run = await check({ fault: { mode: 'status03', on: 'moab' } });
  assert.equal(run.verdicts.slice(4), ['moab: failed', 'ggos after moab: failed']);
  assert.is(run.account.steps[5]!.note, 'OrderStatus UNPAID, expected BLOCKED');
  assert.equal([run.report.failed, run.account.order], [2, 'open']);
});

test("a 401 on ggos: the client's one re-auth shows as three answers of that step, and it is ok", async () => {
  const run = await check({ fault: { mode: 'http401', on: 'ggos', times: 1 } });
  assert.equal(run.verdicts, ALL_OK);
  const answers = run.account.steps[2]!.answers;
  assert.equal(
    answers.map((answer) => answer.slice(0, 8)),
    ['HTTP 401', 'HTTP 200', 'HTTP 200'],
  );
  assert.match(answers[1]!, 'token header: present');
});

test('accounts of membership renewals (legacy calls) are listed, not checked; two v2 accounts get an order each', async () => {
  const legacy = await check({ org: membership });
  assert.equal(legacy.report.accounts, [
    { account: 'associate', checked: false },
    { account: 'corporate', checked: false },
  ]);
  const two = await check({ org: await fixtureOrg('wizard-two-accounts') });
  assert.equal(
    two.report.accounts.map((account) => account.checked && [account.account, account.orderNumber, account.order]),
    [
      ['donation', 'CHECK-1', 'blocked'],
      ['zakat', 'CHECK-2', 'blocked'],
    ],
  );
});

test.run();
