/**
 * POST /api/orders decides what an amount may be, whatever the page let through: a positive decimal
 * string with at most two places, at least the currency's floor (the org file's minimum, else one whole
 * unit), at most the form's maximum (its maxAmount, else 10,000,000), in a currency the form offers. Anything else is a 422 with the field's message, and PayPro is never asked.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { accepted, fakePayPro } from '../helpers/fake-paypro.ts';
import { GRID_VALUES, startProxy, type RunningProxy } from '../helpers/proxy-app.ts';
import { formAt, gridFormAt, testOrgs } from '../helpers/test-orgs.ts';

const ROUTE = '/merchantform/grid-three-currencies';
let orgs: Org[];
test.before(async () => {
  orgs = await testOrgs();
});

/** The answer's status and field messages (undefined when there are none). */
async function order(proxy: RunningProxy, values: Record<string, unknown>) {
  const response = await proxy.post({ route: ROUTE, values });
  const body = (await response.json()) as { error?: { code: string; fields?: Record<string, string> } };
  return { status: response.status, code: body.error?.code, fields: body.error?.fields };
}

/** grid-three-currencies with `maxAmount` set (undefined: as its org file has it, without one). */
function threeCurrenciesWith(maxAmount: number | undefined): Org[] {
  const { org } = formAt(orgs, ROUTE);
  return [{ ...org, forms: [{ ...gridFormAt(orgs, ROUTE), maxAmount }] }];
}

test('over the default maximum of 10,000,000: 422 with the message; at it: the order is created', async () => {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro, threeCurrenciesWith(undefined));
  try {
    for (const amount of ['10000000.01', '10000001', '99999999999999999999']) {
      const answer = await order(proxy, { ...GRID_VALUES, amount });
      assert.equal(answer, { status: 422, code: 'invalid_fields', fields: { amount: 'Amount must not be more than 10,000,000.' } }, amount);
    }
    assert.is(paypro.calls.length, 0, 'nothing over the maximum reaches the gateway');
    assert.is((await order(proxy, { ...GRID_VALUES, amount: '10000000' })).status, 200);
    assert.is(paypro.calls[0]!.order[1].OrderAmount, '10000000');
  } finally {
    await proxy.close();
  }
});

test('under the floor of one whole unit: 422 with the message, and PayPro is never asked', async () => {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro);
  try {
    for (const [amount, currency, message] of [
      ['0.01', 'PKR', 'Amount must be at least 1 PKR.'],
      ['0.99', 'PKR', 'Amount must be at least 1 PKR.'],
      ['0.01', 'USD', 'Amount must be at least $1 for USD.'],
    ]) {
      const answer = await order(proxy, { ...GRID_VALUES, amount, currency });
      assert.equal(answer, { status: 422, code: 'invalid_fields', fields: { amount: message } }, `${currency} ${amount}`);
    }
    assert.is(paypro.calls.length, 0);
    assert.is((await order(proxy, { ...GRID_VALUES, amount: '1' })).status, 200);
  } finally {
    await proxy.close();
  }
});

test("an org file's own maximum replaces the default, inclusive", async () => {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro, threeCurrenciesWith(250_000));
  try {
    const over = await order(proxy, { ...GRID_VALUES, amount: '250000.01' });
    assert.equal(over.fields, { amount: 'Amount must not be more than 250,000.' });
    assert.is(paypro.calls.length, 0);
    assert.is((await order(proxy, { ...GRID_VALUES, amount: '250000.00' })).status, 200);
  } finally {
    await proxy.close();
  }
});

test('an exponent, a sign, a third decimal place or a value that is not a string: 422, no gateway call', async () => {
  const paypro = fakePayPro();
  const proxy = await startProxy(paypro, threeCurrenciesWith(undefined));
  const cases: [unknown, string][] = [
    ['1e5', 'Amount must be a number greater than 0.'],
    ['1E3', 'Amount must be a number greater than 0.'],
    ['-2500', 'Amount must be a number greater than 0.'],
    ['+2500', 'Amount must be a number greater than 0.'],
    ['0', 'Amount must be a number greater than 0.'],
    ['0x10', 'Amount must be a number greater than 0.'],
    ['Infinity', 'Amount must be a number greater than 0.'],
    ['2500.005', 'Amount can have at most 2 decimal places.'],
    [2500, 'Amount is required.'],
    [null, 'Amount is required.'],
    [['2500'], 'Amount is required.'],
    [{ value: '2500' }, 'Amount is required.'],
  ];
  try {
    for (const [amount, message] of cases) {
      const answer = await order(proxy, { ...GRID_VALUES, amount });
      assert.equal(answer, { status: 422, code: 'invalid_fields', fields: { amount: message } }, JSON.stringify(amount));
    }
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test('a currency the form does not offer: 422, no gateway call; one it offers is accepted', async () => {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro, threeCurrenciesWith(undefined));
  try {
    for (const currency of ['GBP', 'pkr', 'XYZ', ' ']) {
      const answer = await order(proxy, { ...GRID_VALUES, currency });
      const message = currency.trim() === '' ? 'Currency is required.' : 'Choose a currency from the list.';
      assert.equal(answer.fields, { currency: message }, currency);
    }
    assert.is(paypro.calls.length, 0);
    assert.is((await order(proxy, { ...GRID_VALUES, currency: 'AED' })).status, 200);
    assert.is(paypro.calls[0]!.order[1].Currency, 'AED');
  } finally {
    await proxy.close();
  }
});

test.run();
