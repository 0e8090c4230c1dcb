/**
 * One reconciliation pass: pending orders abandoned by a dead request become unknown, due orders are
 * checked and settled, orders not yet due and final ones are left alone, a gateway failure is retried
 * later; the interval loop runs passes and stops cleanly.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { donationEntry } from '../ledger/helpers/order-entries.ts';
import { answer, reconcileFixtureFor, reconcileRig, type RigOptions, statusPayPro, unreachable } from './helpers.ts';
import { createFakeTimers } from '../../helpers/fake-timers.ts';

const fixture = reconcileFixtureFor(test);

const rig = (clock: { now: Date }, options?: RigOptions) => reconcileRig(fixture.database.db, fixture.orgs, clock, options);

test('a pass settles due orders, makes abandoned pending ones unknown and follows them, and skips the rest', async () => {
  const clock = { now: new Date('2025-03-10T20:00:00.000Z') };
  const { paypro, ledger, reconciler, logs } = rig(clock);
  await ledger.record(donationEntry('PAID'));
  await ledger.created('PAID', { payProId: '1', redirectUrl: 'x' });
  await ledger.record(donationEntry('CUT'));
  await ledger.record(donationEntry('DONE'));
  await ledger.rejected('DONE', { status: '03', description: 'Invalid json object!' });
  paypro.answers.set('1', answer({ orderStatus: 'PAID', amountPayable: '2500', amountPaid: '2500' }));
  paypro.answers.set('CUT', answer({ orderStatus: 'UNPAID', payProId: '2' }));

  clock.now = new Date('2025-03-10T20:00:20.000Z');
  assert.equal(
    await reconciler.pass(),
    { abandoned: [], checked: 0, unavailable: 0, changed: {}, unfinished: false },
    'nothing is due yet',
  );

  clock.now = new Date('2025-03-10T20:01:00.000Z');
  const first = await reconciler.pass();
  assert.equal(first.abandoned, ['CUT']);
  assert.equal(first.changed, { PAID: 'paid' });
  assert.ok(
    logs.some((line) => line.level === 40 && String(line.msg).includes('pending')),
    'abandoned orders are logged',
  );

  clock.now = new Date('2025-03-10T20:02:00.000Z');
  const second = await reconciler.pass();
  assert.equal(second.changed, { CUT: 'created' });
  assert.equal([(await ledger.find('CUT'))?.paypro_id, (await ledger.find('DONE'))?.state], ['2', 'rejected']);
  assert.equal(
    paypro.calls.map((call) => `${call.call} ${call.id}`),
    ['ggos 1', 'ggosboi CUT'],
  );
});

test('a gateway failure counts as unavailable and the order is checked again after the backoff', async () => {
  const clock = { now: new Date('2025-03-10T20:00:00.000Z') };
  const { paypro, ledger, reconciler } = rig(clock);
  await ledger.record(donationEntry('A'));
  await ledger.created('A', { payProId: '1', redirectUrl: 'x' });
  paypro.answers.set('1', unreachable());
  clock.now = new Date('2025-03-10T20:01:00.000Z');
  assert.equal(await reconciler.pass(), { abandoned: [], checked: 1, unavailable: 1, changed: {}, unfinished: false });
  clock.now = new Date('2025-03-10T20:05:59.000Z');
  assert.is((await reconciler.pass()).checked, 0, 'not before five minutes');
  paypro.answers.set('1', answer({ orderStatus: 'BLOCKED' }));
  clock.now = new Date('2025-03-10T20:06:00.000Z');
  assert.equal((await reconciler.pass()).changed, { A: 'blocked' });
});

test('a pass of everything checks followed orders not yet due too (forms orders reconcile)', async () => {
  const clock = { now: new Date('2025-03-10T20:00:00.000Z') };
  const { paypro, ledger, reconciler } = rig(clock);
  await ledger.record(donationEntry('A'));
  await ledger.unknown('A', 'gateway_timeout');
  paypro.answers.set('A', answer({ orderStatus: 'UNPAID', payProId: '9' }));
  assert.is((await reconciler.pass()).checked, 0, 'not due for a minute');
  assert.equal((await reconciler.pass({ everything: true })).changed, { A: 'created' });
});

test('a process serving some orgs checks only their orders and leaves the others due for theirs', async () => {
  const clock = { now: new Date('2025-03-10T20:00:00.000Z') };
  const paypro = statusPayPro();
  const served = rig(clock, { paypro, orgs: ['grid-three-currencies'] });
  const other = rig(clock, { paypro, orgs: ['grid-five-currencies'] });
  await served.ledger.record(donationEntry('OURS'));
  await served.ledger.created('OURS', { payProId: '1', redirectUrl: 'x' });
  await served.ledger.record(donationEntry('THEIRS', { org: 'grid-five-currencies' }));
  await served.ledger.created('THEIRS', { payProId: '2', redirectUrl: 'x' });
  paypro.answers.set('1', answer({ orderStatus: 'PAID', amountPayable: '2500', amountPaid: '2500' }));
  paypro.answers.set('2', answer({ orderStatus: 'PAID', amountPayable: '2500', amountPaid: '2500' }));
  clock.now = new Date('2025-03-10T20:01:00.000Z');
  assert.equal((await served.reconciler.pass()).changed, { OURS: 'paid' });
  assert.equal(
    paypro.calls.map((call) => call.id),
    ['1'],
    "the other org's order was not asked about",
  );
  assert.equal((await other.reconciler.pass()).changed, { THEIRS: 'paid' }, 'it was still due for the process serving it');
});

test('the loop runs passes on its interval and stop() waits for the one under way', async () => {
  const clock = { now: new Date('2025-03-10T20:00:00.000Z') };
  const timers = createFakeTimers();
  const { paypro, ledger, reconciler } = rig(clock, { timers });
  await ledger.record(donationEntry('A'));
  await ledger.created('A', { payProId: '1', redirectUrl: 'x' });
  paypro.answers.set('1', answer({ orderStatus: 'PAID', amountPayable: '2500', amountPaid: '2500' }));
  clock.now = new Date('2025-03-10T20:01:00.000Z');
  reconciler.start(20);
  await timers.advance(19);
  assert.is(paypro.calls.length, 0, 'the first pass comes after the interval');
  await timers.advance(1);
  // The next pass is scheduled once this one has ended.
  await timers.untilWaiting();
  assert.is((await ledger.find('A'))?.state, 'paid');
  await reconciler.stop();
  assert.is(timers.waiting(), 0, 'stop() cancelled the next pass');
  const calls = paypro.calls.length;
  await timers.advance(60);
  assert.is(paypro.calls.length, calls, 'no pass after stop');
});

test.run();
