/** The loader's checks of the course registration and the fixed-amount forms: account and price. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkCourseRegistration } from '../../../orgs/load/course-registration-checks.ts';
import { checkFixedAmount } from '../../../orgs/load/fixed-amount-checks.ts';
import { checkFixedPrice } from '../../../orgs/load/fixed-price-checks.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';

test('whole amounts and up to two decimal places pass', () => {
  for (const amount of [20, 4500, 17000, 19.99, 0.1, 1234.5]) {
    assert.equal(checkFixedPrice({ amount, currency: 'USD' }, '/forms/0/price'), [], String(amount));
  }
});

test('three decimal places are refused, at the amount', () => {
  assert.equal(checkFixedPrice({ amount: 19.995, currency: 'USD' }, '/forms/0/price'), [
    { path: '/forms/0/price/amount', message: 'is 19.995; use at most two decimal places, e.g. 19.99' },
  ]);
});

test('the real forms have nothing wrong; an unknown account and a bad fee or price are found', async () => {
  const course = await fixtureForm('course-registration', 'course-registration');
  assert.equal(checkCourseRegistration(course.form, '/forms/0', course.org), []);
  const brokenCourse = { ...course.form, account: 'fees', fee: { amount: 17000.001, currency: 'PKR' as const } };
  assert.equal(
    checkCourseRegistration(brokenCourse, '/forms/0', course.org).map((finding) => finding.path),
    ['/forms/0/account', '/forms/0/fee/amount'],
  );
  const fixed = await fixtureForm('fixed-amount', 'fixed-amount', '/fixed-amount-pkr');
  assert.equal(checkFixedAmount(fixed.form, '/forms/1', fixed.org), []);
  const brokenFixed = { ...fixed.form, account: 'usd', price: { amount: 0.005, currency: 'PKR' as const } };
  assert.equal(
    checkFixedAmount(brokenFixed, '/forms/1', fixed.org).map((finding) => finding.path),
    ['/forms/1/account', '/forms/1/price/amount'],
  );
});

test.run();
