/**
 * A page's field names are its kind's (`OrderForm<N>`, `FieldSource<N>`): `fieldProps` takes only those,
 * so a misspelt name is a type error (the `@ts-expect-error` line fails `npm run typecheck` the day it
 * stops being one), and it reads the field's value, message and requiredness from the state.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FieldNames } from '../../../orgs/rules/form-rules.ts';
import type { fixedAmountFields } from '../../../orgs/kinds/fixed-amount/rules.ts';
import { type FieldSource, fieldProps } from '../../../templates/order-flow/use-field-state.ts';

type Names = FieldNames<ReturnType<typeof fixedAmountFields>>;

const state: FieldSource<Names> = {
  values: { name: 'Ayesha Khan', email: '' },
  errors: { email: 'Email is required.' },
  required: new Set(['name', 'email']),
  setValue: () => undefined,
  leave: () => undefined,
};

test("fieldProps reads a field of the kind's own", () => {
  const name = fieldProps(state, 'name', 'Name');
  assert.equal([name.name, name.value, name.error, name.required], ['name', 'Ayesha Khan', undefined, true]);
  assert.is(fieldProps(state, 'email', 'Email').error, 'Email is required.');
});

test('a name the kind does not have is refused by the type-check', () => {
  // @ts-expect-error: a fixed-amount form has no field 'nmae'.
  const misspelt = fieldProps(state, 'nmae', 'Name');
  assert.is(misspelt.value, '');
});

test.run();
