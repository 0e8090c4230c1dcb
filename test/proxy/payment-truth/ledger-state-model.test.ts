/**
 * The ledger's state against a model, on SQLite and PostgreSQL (fast-check `commands`): random
 * interleavings of status checks that read the order, wait for PayPro and answer later (PAID with any
 * mix of AmountPayable, OrderAmountPaid and OrderAmount, right, wrong or missing, UNPAID, BLOCKED, 03,
 * no answer, an answer about another order), several such answers landing at once, callbacks, donors'
 * status polls, reconciliation passes, create-order's own answer arriving late (with or without a PKR
 * amount), the clock passing the due date, and restarts (new ledger objects over the same database), for
 * a PKR order and for a USD one. After every step: no order ever leaves `paid`, `amount_mismatch`,
 * `blocked` or `rejected`, and the row holds exactly what the last answer allowed to count said, the
 * verdict on its amounts included (several answers landing at once must match them applied in some
 * order). The model is written apart from the code it checks.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import * as assert from 'uvu/assert';
import { loadConfig, type ProxyConfig } from '../../../proxy/config.ts';
import { createLedger, type Ledger } from '../../../proxy/ledger/ledger.ts';
import type { LedgerDatabase } from '../../../proxy/ledger/open-database.ts';
import type { OrderState } from '../../../proxy/ledger/order-state.ts';
import type { OrderRow } from '../../../proxy/ledger/tables.ts';
import type { OrderStatusResult } from '../../../proxy/paypro/index.ts';
import { createOrderStatusSource } from '../../../proxy/reconcile/order-status-source.ts';
import { createReconciler, type Reconciler } from '../../../proxy/reconcile/reconciler.ts';
import { createStatusChecker, type StatusChecker } from '../../../proxy/reconcile/status-check.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { TEST_ENV } from '../helpers/test-env.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';
import { bothDatabases } from '../ledger/helpers/both-databases.ts';
import { donationEntry } from '../ledger/helpers/order-entries.ts';
import { answer, type HeldCall, type StatusPayPro, statusPayPro, unreachable } from '../reconcile/helpers.ts';

/** Runs per database; each is up to MAX_COMMANDS steps. */
const RUNS = 150;
const MAX_COMMANDS = 25;
const PAYPRO_ID = '01102205600001';
const ABANDON_AFTER_MS = 30_000;
/** The order's due date is 2025-03-14 (`donationEntry`): payable until 19:00 UTC that day. */
const DUE_ENDS = Date.parse('2025-03-14T19:00:00.000Z');

type Answer = OrderStatusResult | Error;

/** The two orders a run may follow: PKR 2500, and USD 25 that PayPro's create-order gave as PKR 7000. */
const ORDERS = {
  PKR: { amount: '2500', pkrAmount: '2500' },
  USD: { amount: '25', pkrAmount: '7000' },
} as const;
type Currency = keyof typeof ORDERS;

/** An amount field of a PAID answer: the right one for either order, a wrong one, or none. */
const amountOf = (...amounts: string[]) => fc.constantFrom<(string | undefined)[]>(undefined, ...amounts);

// Answers that leave the order followed come more often, so that runs live long enough to reach its due date.
const ANSWERS: fc.Arbitrary<Answer> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc
      .record({
        amountPayable: amountOf('2500', '2499.99', '7000', '25'),
        amountPaid: amountOf('2507', '2400', '7210', '6999'),
        orderAmount: amountOf('25', '24', '2500'),
        paymentVia: fc.constantFrom('BAF', '1Link'),
      })
      .map(({ amountPayable, amountPaid, orderAmount, paymentVia }) =>
        answer({
          orderStatus: 'PAID',
          paymentVia,
          datePaid: '2025-03-11T10:00:00',
          ...(amountPayable ? { amountPayable } : {}),
          ...(amountPaid ? { amountPaid } : {}),
          ...(orderAmount ? { orderAmount } : {}),
        }),
      ),
  },
  { weight: 3, arbitrary: fc.constant(answer({ orderStatus: 'UNPAID', amountPayable: '2500', amountPaid: '0' })) },
  { weight: 1, arbitrary: fc.constant(answer({ orderStatus: 'BLOCKED', amountPayable: '2500', amountPaid: '0' })) },
  { weight: 2, arbitrary: fc.constant<Answer>({ status: '03', description: 'No data available', raw: null }) },
  { weight: 2, arbitrary: fc.constant<Answer>(unreachable()) },
  {
    weight: 1,
    arbitrary: fc.constant(answer({ orderStatus: 'PAID', orderNumber: 'SOMEONE-ELSE', amountPayable: '2500', amountPaid: '2500' })),
  },
);

// ---- The model -------------------------------------------------------------------------------------

/** The columns the model predicts, and how every state change and check sets them. */
const PREDICTED = [
  'state',
  'paypro_id',
  'amount_payable',
  'amount_paid',
  'payment_via',
  'date_paid',
  'paid_at',
  'check_count',
  'paypro_pkr_amount',
  'reported_amount_fields',
  'amount_check',
] as const;

interface Model {
  orderNumber: string;
  currency: Currency;
  row: Pick<OrderRow, (typeof PREDICTED)[number]>;
  createdAt: number;
  now: number;
  /** Checks that asked PayPro and wait for its answer. */
  waiting: number;
}

const NEVER_LEFT: readonly OrderState[] = ['paid', 'amount_mismatch', 'blocked', 'rejected'];

/**
 * What the model makes of a PAID `reply`'s amounts (PROTOCOL.md#amount-verification): AmountPayable and
 * OrderAmountPaid are PKR, compared with the PKR amount when the order has one (a PKR order always);
 * else OrderAmount, in the order's currency; OrderAmountPaid below the PKR amount is never a payment.
 */
function amountVerdict(model: Model, reply: OrderStatusResult): NonNullable<OrderRow['amount_check']> {
  const { amount } = ORDERS[model.currency];
  const pkr = model.currency === 'PKR' ? amount : model.row.paypro_pkr_amount;
  let verdict: NonNullable<OrderRow['amount_check']> = 'not_comparable';
  if (pkr !== null && reply.amountPayable !== undefined) {
    if (Number(reply.amountPayable) !== Number(pkr)) return 'other_amount';
    verdict = model.currency === 'PKR' ? 'order_amount' : 'pkr_amount';
  } else if (reply.orderAmount !== undefined) {
    if (Number(reply.orderAmount) !== Number(amount)) return 'other_amount';
    verdict = 'order_amount';
  }
  return pkr !== null && reply.amountPaid !== undefined && Number(reply.amountPaid) < Number(pkr) ? 'paid_less' : verdict;
}

/** The state PayPro's `reply` says the order is in, as the model reads it. */
function saidState(model: Model, reply: OrderStatusResult): OrderState {
  const pastDue = model.now >= DUE_ENDS;
  if (reply.status === '00' && reply.orderStatus === 'PAID') {
    return ['order_amount', 'pkr_amount', 'not_comparable'].includes(amountVerdict(model, reply)) ? 'paid' : 'amount_mismatch';
  }
  if (reply.status === '00' && reply.orderStatus === 'BLOCKED') return 'blocked';
  if (reply.status === '00' && reply.orderStatus === 'UNPAID') return pastDue ? 'expired' : 'created';
  return pastDue && (model.row.state === 'created' || model.row.state === 'unknown') ? 'expired' : model.row.state;
}

/** Whether a status answer saying `to` may count for an order in `from` (see OPERATIONS.md's state table). */
function counts(from: OrderState, to: OrderState): boolean {
  if (NEVER_LEFT.includes(from)) return false;
  if (from === 'expired') return to === 'paid' || to === 'amount_mismatch';
  if (from === 'pending') return ['created', 'paid', 'amount_mismatch', 'blocked'].includes(to);
  return true;
}

/** `model` after one answered check at `model.now`. */
function answered(model: Model, reply: Answer): Model {
  const { row } = model;
  if (reply instanceof Error || (reply.orderNumber !== undefined && reply.orderNumber !== model.orderNumber)) {
    return { ...model, row: { ...row, check_count: row.check_count + 1 } };
  }
  const to = saidState(model, reply);
  if (!counts(row.state, to)) return model;
  const about = reply.status === '00' && reply.orderStatus !== undefined;
  const fields = [
    ['AmountPayable', reply.amountPayable],
    ['OrderAmountPaid', reply.amountPaid],
    ['OrderAmount', reply.orderAmount],
  ].filter(([, value]) => value !== undefined);
  return {
    ...model,
    row: {
      state: to,
      paypro_id: row.paypro_id,
      amount_payable: reply.amountPayable ?? row.amount_payable,
      amount_paid: reply.amountPaid ?? row.amount_paid,
      payment_via: reply.paymentVia ?? row.payment_via,
      date_paid: reply.datePaid ?? row.date_paid,
      paid_at: to === 'paid' ? new Date(model.now).toISOString() : row.paid_at,
      check_count: row.check_count + 1,
      paypro_pkr_amount: row.paypro_pkr_amount,
      reported_amount_fields: about ? fields.map(([name]) => name).join(',') : row.reported_amount_fields,
      amount_check: about && reply.orderStatus === 'PAID' ? amountVerdict(model, reply) : row.amount_check,
    },
  };
}

/** The predicted columns of `row`, and whether reconciliation follows it (it has a next check). */
function observed(row: Model['row'] & Pick<OrderRow, 'next_check_at'>) {
  return { ...Object.fromEntries(PREDICTED.map((column) => [column, row[column]])), followed: row.next_check_at !== null };
}

/** What the model predicts of the row. */
const expected = ({ row }: Model) =>
  observed({ ...row, next_check_at: row.state === 'created' || row.state === 'unknown' ? 'some time' : null });

// ---- The system ------------------------------------------------------------------------------------

interface Services {
  ledger: Ledger;
  check: StatusChecker;
  reconciler: Reconciler;
  statusOf: ReturnType<typeof createOrderStatusSource>;
}

interface Real {
  database: LedgerDatabase;
  config: ProxyConfig;
  clock: { now: Date };
  paypro: StatusPayPro;
  services: Services;
  waiting: { reply: Answer; call: HeldCall; done: Promise<unknown> }[];
  /** The state after the step before, to see that none is ever left. */
  lastState: OrderState;
}

/** A process's objects over `real`'s database: what a restart makes anew. */
function services(real: Pick<Real, 'database' | 'config' | 'clock' | 'paypro'>): Services {
  const now = () => real.clock.now;
  const log = capturedLogger('silent').logger;
  const ledger = createLedger(real.database.db, now);
  const check = createStatusChecker({ ledger, paypro: real.paypro, config: real.config, log, now });
  const reconciler = createReconciler({ db: real.database.db, ledger, check, log, now, abandonAfterMs: ABANDON_AFTER_MS });
  return { ledger, check, reconciler, statusOf: createOrderStatusSource({ ledger, check }) };
}

async function rowOf(model: Model, real: Real): Promise<OrderRow> {
  const row = await real.services.ledger.find(model.orderNumber);
  assert.ok(row, 'the order is still there');
  return row;
}

/** After every step: nothing leaves a final state, and the row is what the model says. */
async function holds(model: Model, real: Real): Promise<void> {
  const row = await rowOf(model, real);
  if (NEVER_LEFT.includes(real.lastState)) assert.is(row.state, real.lastState, `${real.lastState} was left`);
  assert.equal(observed(row), expected(model));
  real.lastState = row.state;
}

/** Every status call answers `reply` at once, whichever id it asks by. */
function answerAll(model: Model, real: Real, reply: Answer): void {
  for (const id of [model.orderNumber, PAYPRO_ID]) real.paypro.answers.set(id, reply);
}

// ---- The commands ----------------------------------------------------------------------------------

type Command = fc.AsyncCommand<Model, Real>;

/** A check reads the order and asks PayPro, which answers `reply` later. */
class StartCheck implements Command {
  constructor(readonly reply: Answer) {}
  check = (model: Readonly<Model>) => model.waiting < 3;
  async run(model: Model, real: Real) {
    const order = await rowOf(model, real);
    real.paypro.hold = true;
    const done = real.services.check(order);
    real.paypro.hold = false;
    real.waiting.push({ reply: this.reply, call: real.paypro.held.at(-1)!, done });
    model.waiting += 1;
    await holds(model, real);
  }
  toString = () => `StartCheck(${describe(this.reply)})`;
}

/** The answer of waiting check number `index` (modulo how many wait) arrives and is recorded. */
class FinishCheck implements Command {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.waiting > 0;
  async run(model: Model, real: Real) {
    const [waiting] = real.waiting.splice(this.index % real.waiting.length, 1);
    waiting!.call.answer(waiting!.reply);
    await waiting!.done;
    Object.assign(model, answered(model, waiting!.reply), { waiting: model.waiting - 1 });
    await holds(model, real);
  }
  toString = () => `FinishCheck(${this.index})`;
}

/** Every waiting check's answer arrives at once: the row must be theirs applied in some order. */
class FinishAll implements Command {
  check = (model: Readonly<Model>) => model.waiting > 1;
  async run(model: Model, real: Real) {
    const all = real.waiting.splice(0);
    for (const waiting of all) waiting.call.answer(waiting.reply);
    await Promise.all(all.map((waiting) => waiting.done));
    const row = observed(await rowOf(model, real));
    const outcomes = orderings(all.map((waiting) => waiting.reply)).map((replies) => replies.reduce(answered, model));
    const match = outcomes.find((outcome) => JSON.stringify(expected(outcome)) === JSON.stringify(row));
    assert.ok(match, `no order of ${all.map((waiting) => describe(waiting.reply)).join(', ')} gives ${JSON.stringify(row)}`);
    Object.assign(model, match, { waiting: 0 });
    await holds(model, real);
  }
  toString = () => 'FinishAll';
}

/** A step during which PayPro, if asked (at most once: there is one order), answers `reply` at once. */
class AnsweredStep implements Command {
  constructor(
    readonly name: string,
    readonly reply: Answer,
    readonly step: (model: Model, real: Real) => Promise<void>,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    answerAll(model, real, this.reply);
    const asked = real.paypro.calls.length;
    await this.step(model, real);
    const calls = real.paypro.calls.length - asked;
    assert.ok(calls <= 1, 'one order, one check at most');
    if (calls === 1) Object.assign(model, answered(model, this.reply));
    await holds(model, real);
  }
  toString = () => `${this.name}(${describe(this.reply)})`;
}

/** PayPro's callback: a check on the spot. */
const callback = (reply: Answer) =>
  new AnsweredStep('Callback', reply, async (model, real) => {
    await real.services.check(await rowOf(model, real), { prompted: true });
  });

/** The donor's page asks the status API, which checks on the spot when the order is followed and not checked in the last 5 s. */
const poll = (reply: Answer) =>
  new AnsweredStep('Poll', reply, async (model, real) => {
    const view = await real.services.statusOf(model.orderNumber);
    assert.is(view?.state, (await rowOf(model, real)).state, 'the status API tells the row');
  });

/** A reconciliation pass: a pending order older than 30 s becomes unknown, and a due one is checked. */
const pass = (reply: Answer) =>
  new AnsweredStep('Pass', reply, async (model, real) => {
    await real.services.reconciler.pass();
    if (model.row.state === 'pending' && model.createdAt < model.now - ABANDON_AFTER_MS) model.row.state = 'unknown';
  });

/**
 * Create-order's own answer (write-ahead), possibly after a status answer moved the order on; `created`
 * gives the PKR amount of the order, `created-without-amount` none.
 */
class Outcome implements Command {
  constructor(readonly outcome: 'created' | 'created-without-amount' | 'rejected' | 'unknown') {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { ledger } = real.services;
    const created = this.outcome === 'created' || this.outcome === 'created-without-amount';
    const pkrAmount = this.outcome === 'created' ? ORDERS[model.currency].pkrAmount : undefined;
    if (created) {
      await ledger.created(model.orderNumber, { payProId: PAYPRO_ID, redirectUrl: 'https://pay.example/?bid=x', amounts: { pkrAmount } });
    } else if (this.outcome === 'rejected') await ledger.rejected(model.orderNumber, { status: '03', description: 'Invalid json object!' });
    else await ledger.unknown(model.orderNumber, 'gateway_timeout');
    if (model.row.state === 'pending') model.row.state = created ? 'created' : (this.outcome as 'rejected' | 'unknown');
    if (created) {
      model.row.paypro_id ??= PAYPRO_ID;
      model.row.paypro_pkr_amount ??= pkrAmount ?? null;
    }
    await holds(model, real);
  }
  toString = () => `Outcome(${this.outcome})`;
}

class Advance implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.now += this.ms;
    real.clock.now = new Date(model.now);
    await holds(model, real);
  }
  toString = () => `Advance(${this.ms / 60_000} min)`;
}

class Restart implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    real.services = services(real);
    await holds(model, real);
  }
  toString = () => 'Restart';
}

function describe(reply: Answer): string {
  if (reply instanceof Error) return 'no answer';
  const about = reply.orderNumber ? ` about ${reply.orderNumber}` : '';
  const amounts = [reply.amountPayable, reply.amountPaid, reply.orderAmount].map((amount) => amount ?? '-').join('/');
  return reply.status === '00' ? `${reply.orderStatus} ${amounts}${about}` : reply.status;
}

/** Every order of `items` (at most 3 here, so at most 6). */
function orderings<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => orderings([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

const COMMANDS = fc.commands(
  [
    // Twice: a check answering late, after other steps, is the interleaving that used to undo a payment.
    ANSWERS.map((reply) => new StartCheck(reply)),
    ANSWERS.map((reply) => new StartCheck(reply)),
    fc.nat(5).map((index) => new FinishCheck(index)),
    fc.nat(5).map((index) => new FinishCheck(index)),
    fc.constant(new FinishAll()),
    ANSWERS.map(callback),
    ANSWERS.map(poll),
    ANSWERS.map(pass),
    fc.constantFrom('created', 'created-without-amount', 'rejected', 'unknown').map((outcome) => new Outcome(outcome)),
    fc.constantFrom(60_000, 10 * 60_000, 2 * 3_600_000).map((ms) => new Advance(ms)),
    // Past the due date (2025-03-14) in one step.
    fc.constant(new Advance(5 * 86_400_000)),
    fc.constant(new Restart()),
  ],
  { maxCommands: MAX_COMMANDS },
);

// ---- The runs --------------------------------------------------------------------------------------

bothDatabases('the ledger state model', (test, fresh) => {
  test('no order leaves a final state, and the row is what the last answer allowed to count said', async () => {
    const orgs = await testOrgsWithMembership();
    const database = await fresh();
    const config = loadConfig(TEST_ENV, orgs);
    let run = 0;
    let previous: Real | undefined;

    const setup = async (start: 'pending' | 'created' | 'unknown', currency: Currency) => {
      // Checks left waiting by the run before are answered first, so none lands in this one.
      for (const waiting of previous?.waiting ?? []) waiting.call.answer(unreachable());
      await Promise.all(previous?.waiting.map((waiting) => waiting.done) ?? []);
      await sql`delete from orders`.execute(database.db);
      run += 1;
      const clock = { now: new Date('2025-03-10T20:15:00.000Z') };
      const paypro = statusPayPro();
      const real: Real = { database, config, clock, paypro, services: undefined as never, waiting: [], lastState: start };
      real.services = services(real);
      const orderNumber = `M-${run}`;
      await real.services.ledger.record(donationEntry(orderNumber, { currency, amount: ORDERS[currency].amount }));
      const amounts = { pkrAmount: ORDERS[currency].pkrAmount };
      if (start === 'created') await real.services.ledger.created(orderNumber, { payProId: PAYPRO_ID, redirectUrl: 'x', amounts });
      if (start === 'unknown') await real.services.ledger.unknown(orderNumber, 'gateway_timeout');
      const model: Model = {
        orderNumber,
        currency,
        row: {
          state: start,
          paypro_id: start === 'created' ? PAYPRO_ID : null,
          amount_payable: null,
          amount_paid: null,
          payment_via: null,
          date_paid: null,
          paid_at: null,
          check_count: 0,
          paypro_pkr_amount: start === 'created' ? amounts.pkrAmount : null,
          reported_amount_fields: null,
          amount_check: null,
        },
        createdAt: clock.now.getTime(),
        now: clock.now.getTime(),
        waiting: 0,
      };
      previous = real;
      return { model, real };
    };

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('pending', 'created', 'unknown'),
        fc.constantFrom<Currency>('PKR', 'USD'),
        COMMANDS,
        (start, currency, commands) => fc.asyncModelRun(() => setup(start, currency), commands),
      ),
      { numRuns: RUNS },
    );
    for (const waiting of previous?.waiting ?? []) waiting.call.answer(unreachable());
    await Promise.all(previous?.waiting.map((waiting) => waiting.done) ?? []);
  });
});
