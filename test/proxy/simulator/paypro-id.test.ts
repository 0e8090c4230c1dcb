import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { payProId } from '../../../proxy/simulator/paypro-id.ts';

test('builds prefix + yy + day of year + sequence, like the official example', () => {
  assert.is(payProId(Date.UTC(2022, 1, 25, 4, 39), 1, '0110'), '01102205600001');
  assert.is(payProId(Date.UTC(2026, 8, 28, 12), 1, '3223'), '32232627100001');
  assert.match(payProId(Date.now(), 42), /^0990\d{5}00042$/);
});

test('counts days in Karachi time, not UTC', () => {
  // 19:30 UTC on 24 Feb is 00:30 on 25 Feb in Karachi (day 056).
  assert.is(payProId(Date.UTC(2022, 1, 24, 19, 30), 7, '0110'), '01102205600007');
  assert.is(payProId(Date.UTC(2022, 1, 24, 18, 59), 7, '0110'), '01102205500007');
});

test.run();
