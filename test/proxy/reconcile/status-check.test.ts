/**
 * Status checks of ledger orders: which PayPro call each order gets (ggos by PayProId, ggosboi by
 * OrderNumber, the legacy gos for membership renewals), what the answer changes, an amount mismatch
 * logged at error level, a gateway failure counted and retried later.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../proxy/config.ts';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import { createStatusChecker } from '../../../proxy/reconcile/status-check.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { TEST_ENV } from '../helpers/test-env.ts';
import { donationEntry } from '../ledger/helpers/order-entries.ts';
import { answer, statusPayPro, unreachable, reconcileFixtureFor } from './helpers.ts';

const fixture = reconcileFixtureFor(test);

const now = () => new Date('2025-03-11T10:00:00.000Z');

function checker() {
  const paypro = statusPayPro();
  const { logger, logs } = capturedLogger();
  const ledger = createLedger(fixture.database.db, now);
  const check = createStatusChecker({ ledger, paypro, config: loadConfig(TEST_ENV, fixture.orgs), log: logger, now });
  return { paypro, logs, ledger, check };
}

test('a created order is checked with ggos by its PayProId and becomes paid when the amounts match', async () => {
  const { paypro, ledger, check } = checker();
  await ledger.record(donationEntry('JHR-1'));
  await ledger.created('JHR-1', { payProId: '01102205600001', redirectUrl: 'x' });
  paypro.answers.set('01102205600001', answer({ orderStatus: 'PAID', amountPayable: '2500', amountPaid: '2507', paymentVia: 'BAF' }));
  const result = await check((await ledger.find('JHR-1'))!);
  assert.is(result.kind === 'checked' && result.order.state, 'paid');
  assert.equal(paypro.calls, [{ call: 'ggos', id: '01102205600001', merchant: 'Three_Currencies' }]);
});

test('an order of unknown outcome has no PayProId: ggosboi by OrderNumber, which also tells its PayProId', async () => {
  const { paypro, ledger, check } = checker();
  await ledger.record(donationEntry('JHR-2'));
  await ledger.unknown('JHR-2', 'gateway_timeout');
  paypro.answers.set('JHR-2', answer({ orderStatus: 'UNPAID', payProId: '01102205600002' }));
  const result = await check((await ledger.find('JHR-2'))!);
  assert.is(result.kind, 'checked');
  const row = await ledger.find('JHR-2');
  assert.equal([row?.state, row?.paypro_id], ['created', '01102205600002']);
  assert.equal(
    paypro.calls.map((call) => call.call),
    ['ggosboi'],
  );
});

test('a membership renewal is checked with the legacy gos and its ConnectPayId; without one it cannot be', async () => {
  const { paypro, ledger, check } = checker();
  const renewal = {
    org: 'membership',
    route: '/membership',
    formKind: 'membership-renewal',
    account: 'associate',
    protocol: 'legacy' as const,
    amount: '3700',
  };
  await ledger.record(donationEntry('SCCI-1', renewal));
  await ledger.created('SCCI-1', { payProId: '0110', redirectUrl: 'x' });
  paypro.answers.set('0110', answer({ orderStatus: 'BLOCKED' }));
  assert.is(((await check((await ledger.find('SCCI-1'))!)) as { order: { state: string } }).order.state, 'blocked');
  assert.equal(paypro.calls, [{ call: 'gos', id: '0110', merchant: 'Membership_Associate' }]);
  await ledger.record(donationEntry('SCCI-2', renewal));
  await ledger.unknown('SCCI-2', 'gateway_timeout');
  assert.equal(await check((await ledger.find('SCCI-2'))!), { kind: 'uncheckable' });
});

test('PAID with another amount is amount_mismatch, logged at error level', async () => {
  const { paypro, logs, ledger, check } = checker();
  await ledger.record(donationEntry('JHR-3'));
  await ledger.created('JHR-3', { payProId: '3', redirectUrl: 'x' });
  paypro.answers.set('3', answer({ orderStatus: 'PAID', amountPayable: '25', amountPaid: '25' }));
  await check((await ledger.find('JHR-3'))!);
  assert.is((await ledger.find('JHR-3'))?.state, 'amount_mismatch');
  const line = logs.find((entry) => entry.level === 50 && entry.orderNumber === 'JHR-3');
  assert.equal([line?.amount, line?.amountPayable], ['2500', '25']);
});

test('a gateway failure leaves the state, counts the check and puts the next one off', async () => {
  const { paypro, ledger, check } = checker();
  await ledger.record(donationEntry('JHR-4'));
  await ledger.created('JHR-4', { payProId: '4', redirectUrl: 'x' });
  paypro.answers.set('4', unreachable());
  assert.equal(await check((await ledger.find('JHR-4'))!), { kind: 'unavailable', reason: 'gateway_unreachable' });
  const row = await ledger.find('JHR-4');
  assert.equal([row?.state, row?.check_count, row?.next_check_at], ['created', 1, '2025-03-11T10:05:00.000Z']);
});

test.run();
