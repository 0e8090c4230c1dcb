import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orderDates } from '../../../proxy/orders/pkt-dates.ts';

test('late evening UTC is already the next day in Karachi (UTC+5)', () => {
  assert.equal(orderDates(new Date('2025-01-15T19:30:00Z')), { issueDate: '16/01/2025', dueDate: '19/01/2025' });
});

test('one second before Karachi midnight is still the same day', () => {
  assert.equal(orderDates(new Date('2025-01-15T18:59:59Z')), { issueDate: '15/01/2025', dueDate: '18/01/2025' });
});

test('the due date rolls over the month and the year', () => {
  assert.equal(orderDates(new Date('2025-12-30T10:00:00Z')), { issueDate: '30/12/2025', dueDate: '02/01/2026' });
  assert.equal(orderDates(new Date('2025-12-31T19:00:00Z')), { issueDate: '01/01/2026', dueDate: '04/01/2026' });
});

test('February counts 29 days in a leap year and 28 otherwise', () => {
  assert.is(orderDates(new Date('2024-02-27T06:00:00Z')).dueDate, '01/03/2024');
  assert.is(orderDates(new Date('2025-02-27T06:00:00Z')).dueDate, '02/03/2025');
});

test('an invalid instant throws instead of producing a bogus date', () => {
  assert.throws(() => orderDates(new Date('not a date')), RangeError);
});

test.run();
