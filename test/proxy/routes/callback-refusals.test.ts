/**
 * The sampled log of refused callback deliveries: the first refusal of a minute and then one line per
 * hundred, each with the count since the line before and the total; a new minute logs its first again.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { callbackRefusals, LOG_EVERY } from '../../../proxy/routes/callback-refusals.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';

test('the first refusal of a minute, then every hundredth, with the counts since the last line and in all', () => {
  let now = new Date('2025-03-10T20:15:00Z');
  const { logger, logs } = capturedLogger();
  const refusals = callbackRefusals(() => now);
  for (let n = 0; n < 250; n += 1) refusals.refused(logger, '203.0.113.66');
  assert.is(LOG_EVERY, 100);
  assert.equal(
    logs.map((line) => [line.refused, line.refusedTotal]),
    [
      [1, 1],
      [100, 101],
      [100, 201],
    ],
  );
  now = new Date(now.getTime() + 59_999);
  refusals.refused(logger, '203.0.113.66');
  assert.is(logs.length, 3, 'still the same minute');
  now = new Date(now.getTime() + 1);
  refusals.refused(logger, '2001:db8:5:6::1');
  assert.equal(
    [logs.length, logs[3]?.refused, logs[3]?.refusedTotal, logs[3]?.client, logs[3]?.level],
    [4, 51, 252, '2001:db8:5:6::/64', 40],
    'a new minute logs its first refusal, counting the unlogged ones before it',
  );
});

test.run();
