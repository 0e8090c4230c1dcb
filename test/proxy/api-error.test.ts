import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../proxy/api-error.ts';

test('an ApiError answers with its envelope and carries no stack frames', () => {
  const error = new ApiError(422, 'invalid_fields', 'Check the fields.', { fields: { name: 'Name is required.' } });
  assert.ok(error instanceof Error);
  assert.is(error.status, 422);
  assert.equal(error.toBody(), { error: { code: 'invalid_fields', message: 'Check the fields.', fields: { name: 'Name is required.' } } });
  assert.is(error.stack, 'ApiError: Check the fields.');
});

test('other errors keep their stack frames after an ApiError is made', () => {
  const frames = Error.stackTraceLimit;
  void new ApiError(400, 'invalid_request', 'Bad.');
  assert.is(Error.stackTraceLimit, frames);
  assert.match(new Error('other').stack ?? '', /\n\s+at /);
});

test.run();
