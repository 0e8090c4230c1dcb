/**
 * fast-check arbitraries for what bots and attackers put in request bodies: odd numbers written as
 * text, injection payloads, control and direction characters, other scripts' digits, huge strings,
 * wrong types, prototype keys, deep nesting, and routes that are almost right.
 */
import fc from 'fast-check';

/** Amount-like texts that are not a positive decimal with at most 2 places in ASCII digits. */
const BAD_NUMBERS = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '-0.01',
  '+5',
  '1e5',
  '1E2',
  '1e309',
  '0x10',
  '0b1',
  '1_000',
  '1,000',
  '1.234',
  '5.',
  '.5',
  ' 5 ',
  'NaN',
  'Infinity',
  '-Infinity',
  '99999999999999999999999',
  '١٠٠',
  '۱۰۰',
  '１００',
  '𝟙𝟘𝟘',
  '100\u0000',
];

/** Texts that have broken other systems' parsers, templates or renderers. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  // A template expression as text, the way injection probes send it.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the probe.
  '${7*7}',
  '{{7*7}}',
  '../../../etc/passwd',
  '%00%0d%0aSet-Cookie:x=1',
  '\r\nX-Injected: 1',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\uD800',
  'Ω≈ç√∫˜µ≤≥÷',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
];

/** Keys a body should never be trusted with: prototype names, gateway fields, money, blanks. */
export const HOSTILE_KEYS = [
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
  'MerchantId',
  'merchantId',
  'OrderAmount',
  'fee',
  'callback_url',
  'idempotencyKey',
  '',
  ' ',
  '\u0000',
];

/** A hostile text: from the lists above, arbitrary unicode, or a long run (up to 20,000 characters). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...BAD_NUMBERS, ...PAYLOADS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.tuple(fc.constantFrom('a', '9', 'é', '𝟘', ' '), fc.integer({ min: 256, max: 20_000 })).map(([unit, n]) => unit.repeat(n)),
);

/** A value of any JSON type where a string belongs, hostile strings most often. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: fc.constantFrom(0, -1, -0, 1e308, 2500, 2500.5, Number.MAX_SAFE_INTEGER + 2), weight: 1 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.constantFrom('value', 'amount', ...HOSTILE_KEYS), hostileString, { maxKeys: 2 }), weight: 1 },
  { arbitrary: fc.integer({ min: 50, max: 2_000 }).map(nested), weight: 1 },
);

/** `[[[...]]]` `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** A route: one of `routes` (every published form), a near miss of one, or a hostile text. */
export function hostileRoute(routes: readonly string[]): fc.Arbitrary<string> {
  const nearMiss = fc
    .constantFrom(...routes)
    .chain((route) =>
      fc.constantFrom(
        route.toUpperCase(),
        `${route}//`,
        `${route}/../membership`,
        `${route}?route=/membership`,
        `${route}#x`,
        ` ${route}`,
        `${route}\u0000`,
        `//evil.example${route}`,
        `https://evil.example${route}`,
      ),
    );
  return fc.oneof(fc.constantFrom(...routes), nearMiss, hostileString, fc.constantFrom('/__proto__', '/constructor', '/'));
}
