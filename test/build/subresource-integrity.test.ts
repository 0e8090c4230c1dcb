/** Subresource Integrity values: SHA-384 of the exact bytes, as the SRI specification writes them. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { integrityOf } from '../../build/subresource-integrity.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

test("matches the SRI specification's example for alert('Hello, world.');", () => {
  // https://www.w3.org/TR/SRI/#integrity-metadata (the example's sha384 value)
  assert.is(integrityOf(bytes("alert('Hello, world.');")), 'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO');
});

test('one changed byte gives another value', () => {
  assert.is.not(integrityOf(bytes("alert('Hello, world.');")), integrityOf(bytes("alert('Hello, world!');")));
});

test.run();
