import fc from 'fast-check';
import { pino } from 'pino';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CENSOR, REDACTED_KEYS } from '../../proxy/logger.ts';
import { redactingLogger } from '../../proxy/log-redaction.ts';

type Line = Record<string, unknown>;

/** A logger made by `make` (level info, no time) writing parsed lines into `lines`. */
function capture(make: (options: pino.LoggerOptions, destination: pino.DestinationStream) => pino.Logger) {
  const lines: Line[] = [];
  const log = make({ level: 'info', timestamp: false }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

/** pino's own redaction of the same keys at the same depths: what the proxy wrote before. */
const PATHS = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
const reference = () => capture((options, destination) => pino({ ...options, redact: { paths: PATHS, censor: CENSOR } }, destination));
const ours = () => capture((options, destination) => redactingLogger(REDACTED_KEYS, CENSOR, options, destination));

/** Keys a line may hold: some redacted, some not. */
const KEY = fc.constantFrom('email', 'token', 'values', 'CustomerEmail', 'name', 'orderNumber', 'status', 'headers', 'order', 'detail');
const LEAF = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.double());
const VALUE = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, LEAF, tie('object'), tie('array')),
  object: fc.dictionary(KEY, tie('value'), { maxKeys: 4, noNullPrototype: true }),
  array: fc.array(tie('value'), { maxLength: 3 }),
})).value;
const LINE = fc.dictionary(KEY, VALUE, { maxKeys: 5, noNullPrototype: true });

test('every line is written as pino redact wrote it: the listed keys censored up to three levels deep, nothing else', () => {
  fc.assert(
    fc.property(LINE, LINE, fc.string(), (bindings, entries, message) => {
      const [before, after] = [reference(), ours()];
      for (const { log } of [before, after]) log.child(bindings).info(structuredClone(entries), message);
      assert.equal(after.lines, before.lines);
    }),
    { numRuns: 500 },
  );
});

test('an error under err is serialized, then redacted as pino redact did', () => {
  const error = Object.assign(new TypeError('create-order failed'), { token: 'tok-1', detail: { email: 'a@b.pk', status: 502 } });
  const [before, after] = [reference(), ours()];
  for (const { log } of [before, after]) log.error({ err: error, orderNumber: 'n-1' }, 'failed');
  const line = after.lines[0] as { err: Line };
  assert.equal(after.lines, before.lines);
  assert.is(line.err.type, 'TypeError');
  assert.is(line.err.token, CENSOR);
  assert.equal(line.err.detail, { email: CENSOR, status: 502 });
});

test("the caller's object is left as it was; a key four levels down is not redacted (as before)", () => {
  const { log, lines } = ours();
  const entries = { order: { customer: { email: 'a@b.pk', contact: { email: 'deep@b.pk' } } }, email: 'top@b.pk' };
  const copy = structuredClone(entries);
  log.info(entries, 'logged');
  assert.equal(entries, copy);
  assert.equal(lines[0]!.order, { customer: { email: CENSOR, contact: { email: 'deep@b.pk' } } });
  assert.is(lines[0]!.email, CENSOR);
});

test.run();
