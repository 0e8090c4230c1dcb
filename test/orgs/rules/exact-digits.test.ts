/** The `exactDigits` field builder (a CNIC's 13 digits): the required message, the length message, trimming. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exactDigits } from '../../../orgs/rules/field-schemas.ts';

const schema = exactDigits(4, 'PIN is required.', 'PIN must be exactly 4 digits.');
const messageOf = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

test('empty, blank or absent: the required message', () => {
  for (const value of ['', '   ', undefined, null, 42]) assert.is(messageOf(value), 'PIN is required.', String(value));
});

test('anything but exactly the count of digits: the length message', () => {
  for (const value of ['123', '12345', '12a4', '12 34', '１２３４']) assert.is(messageOf(value), 'PIN must be exactly 4 digits.', value);
});

test('exactly the count of digits passes, trimmed', () => {
  assert.equal(schema.safeParse(' 0123 '), { success: true, data: '0123' });
});

test.run();
