/**
 * A kind's values are typed by its own field rules (`ValuesOf`), through the order builders: a field
 * name the kind does not have is a type error (the `@ts-expect-error` lines fail the type-check of
 * `npm run typecheck` the day they stop being errors), and the names the type allows are the rules' own.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ValuesOf } from '../../orgs/kinds.ts';
import { fixedAmountFields } from '../../orgs/kinds/fixed-amount/rules.ts';
import type { FixedAmountFormDef } from '../../orgs/types.ts';
import { fixedAmountOrderParts } from '../../proxy/orders/fixed-amount-order.ts';
import { english } from '../helpers/translators.ts';

test("a fixed-amount form's values have its fields, name and email, and no other", () => {
  const values: ValuesOf<'fixed-amount'> = { name: 'Ayesha Khan', email: 'ayesha@example.org' };
  // @ts-expect-error: a fixed-amount form has no amount field (the org file's price is charged).
  const typed: ValuesOf<'fixed-amount'> = { ...values, amount: '1' };
  // @ts-expect-error: a misspelt field name is not a field of the kind.
  assert.is(values.emial, undefined);
  assert.equal(Object.keys(fixedAmountFields(english)), ['name', 'email']);
  assert.equal(Object.keys(typed).sort(), ['amount', 'email', 'name']);
});

test('the order builder of a kind takes that kind’s values', () => {
  const form: FixedAmountFormDef = {
    kind: 'fixed-amount',
    route: '/test-fixed-amount',
    title: 'A fixed amount',
    account: 'donation',
    theme: 'light',
    price: { amount: 20, currency: 'USD' },
  };
  const parts = fixedAmountOrderParts(form, { name: 'Ayesha Khan', email: 'ayesha@example.org' });
  assert.equal(parts.customer, { name: 'Ayesha Khan', mobile: '', email: 'ayesha@example.org', address: '' });
  assert.equal([parts.amount, parts.currency], ['20', 'USD']);
});

test.run();
