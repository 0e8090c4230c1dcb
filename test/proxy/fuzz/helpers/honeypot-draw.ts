/**
 * The honeypot field `website` as the fuzzed page-like bodies carry it: absent or empty nine times in
 * ten (what a person's browser sends), so most bodies go on to the checks being fuzzed; otherwise
 * filled with a hostile text, as a bot fills it. The draw records which, so the oracle expects the
 * honeypot's quiet answer from what was sent, not from a copy of the proxy's own test for "filled".
 */
import fc from 'fast-check';
import { hostileString } from './hostile-values.ts';

/** What was drawn for one body. */
export interface HoneypotDraw {
  /** Whether a bot filled it (a non-empty text). */
  filled: boolean;
  /** The top-level entries to add to the body: none, `{ website: '' }` or `{ website: <text> }`. */
  fields: { website?: string };
}

const honeypotDraw: fc.Arbitrary<HoneypotDraw> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<HoneypotDraw>({ filled: false, fields: {} }) },
  { weight: 4, arbitrary: fc.constant<HoneypotDraw>({ filled: false, fields: { website: '' } }) },
  {
    weight: 1,
    arbitrary: hostileString.filter((text) => text !== '').map((text): HoneypotDraw => ({ filled: true, fields: { website: text } })),
  },
);

/** Each of `bodies` (JSON bodies or a form's fields) with a honeypot drawn for it, and whether it is filled. */
export function withHoneypot<B extends Record<string, unknown>>(bodies: fc.Arbitrary<B>): fc.Arbitrary<{ body: B; filled: boolean }> {
  return fc.tuple(bodies, honeypotDraw).map(([body, { filled, fields }]) => ({ body: { ...body, ...fields }, filled }));
}
