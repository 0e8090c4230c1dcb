/** Subresource Integrity values: SHA-256 of the exact bytes, as the SRI specification writes them. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { integrityOf } from '../../build/subresource-integrity.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

test("matches the SRI specification's example for alert('Hello, world.');", () => {
  // https://www.w3.org/TR/SRI/#integrity-metadata (the example's sha256 value)
  assert.is(integrityOf(bytes("alert('Hello, world.');")), 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
});

test('one changed byte gives another value', () => {
  assert.is.not(integrityOf(bytes("alert('Hello, world.');")), integrityOf(bytes("alert('Hello, world!');")));
});

test.run();
