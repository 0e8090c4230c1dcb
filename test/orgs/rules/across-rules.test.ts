/**
 * Checks that read other fields (`AcrossRule`, e.g. an amount's minimum that depends on the currency):
 * they run only once the field and the fields they read pass their own checks, per mode, and a change
 * to a field they read names them as dependents.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { amount, requiredChoice } from '../../../orgs/rules/field-schemas.ts';
import { rulesFromFields, type FieldRule } from '../../../orgs/rules/form-rules.ts';
import { english } from '../../helpers/translators.ts';

const currency = requiredChoice(['PKR', 'USD'], 'Currency is required.', 'Currency', english);
const atLeastTen = (values: Record<string, string>) => (Number(values.amount) < 10 ? `At least 10 ${values.currency}.` : undefined);

function rules(modes: { live?: boolean; submit?: boolean }) {
  const amountRule: FieldRule = {
    live: amount(1_000_000, english),
    submit: amount(1_000_000, english),
    across: { reads: ['currency'], ...(modes.live ? { live: atLeastTen } : {}), ...(modes.submit ? { submit: atLeastTen } : {}) },
  };
  return rulesFromFields({ currency: { live: currency, submit: currency }, amount: amountRule });
}

test('checkField runs the across check with the other values, on trimmed values', () => {
  const both = rules({ live: true, submit: true });
  assert.is(both.checkField('amount', ' 5 ', 'live', { currency: ' PKR ' }), 'At least 10 PKR.');
  assert.is(both.checkField('amount', '10', 'live', { currency: 'PKR' }), undefined);
});

test('checkField skips the across check without the other values, or when a read field fails its own check', () => {
  const both = rules({ live: true, submit: true });
  assert.is(both.checkField('amount', '5', 'live'), undefined);
  assert.is(both.checkField('amount', '5', 'live', { currency: '' }), undefined);
  assert.is(both.checkField('amount', '5', 'live', { currency: 'EUR' }), undefined);
  assert.is(both.checkField('amount', '', 'live', { currency: 'PKR' }), 'Amount is required.');
});

test('a mode without an across check does not run it', () => {
  const liveOnly = rules({ live: true });
  assert.is(liveOnly.checkField('amount', '5', 'live', { currency: 'USD' }), 'At least 10 USD.');
  assert.is(liveOnly.checkField('amount', '5', 'submit', { currency: 'USD' }), undefined);
  assert.equal(liveOnly.check({ currency: 'USD', amount: '5' }, 'submit'), { ok: true, values: { currency: 'USD', amount: '5' } });
});

test('check adds the across message, and leaves it out where a field already failed', () => {
  const both = rules({ live: true, submit: true });
  assert.equal(both.check({ currency: 'USD', amount: '5' }, 'submit'), { ok: false, errors: { amount: 'At least 10 USD.' } });
  assert.equal(both.check({ currency: '', amount: '5' }, 'submit'), { ok: false, errors: { currency: 'Currency is required.' } });
  assert.equal(both.check({ currency: 'USD', amount: 'x' }, 'submit'), {
    ok: false,
    errors: { amount: 'Amount must be a number greater than 0.' },
  });
  assert.equal(both.check({ currency: 'USD', amount: '12' }, 'submit'), { ok: true, values: { currency: 'USD', amount: '12' } });
});

test('dependents names the fields whose checks read a field', () => {
  const both = rules({ live: true, submit: true });
  assert.equal(both.dependents('currency'), ['amount']);
  assert.equal(both.dependents('amount'), []);
  assert.equal(both.dependents('unknown'), []);
});

test.run();
