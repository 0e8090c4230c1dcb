import * as assert from 'uvu/assert';
import { PayProError } from '../../../proxy/paypro/index.ts';

/** Awaits `promise`, asserts that it rejects with a PayProError, and returns that error. */
export async function expectPayProError(promise: Promise<unknown>): Promise<PayProError> {
  let error: unknown;
  try {
    await promise;
  } catch (err) {
    error = err;
  }
  assert.instance(error, PayProError, 'expected a rejection with a PayProError');
  return error as PayProError;
}
