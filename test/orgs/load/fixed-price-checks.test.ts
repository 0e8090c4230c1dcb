/** The loader's checks of the course registration and the fixed-amount forms: account and price. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkCourseRegistration } from '../../../orgs/kinds/course-registration/checks.ts';
import { checkFixedAmount } from '../../../orgs/kinds/fixed-amount/checks.ts';
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

test('the fixture forms have nothing wrong; a bad fee or price is found', async () => {
  const course = await fixtureForm('course-registration', 'course-registration');
  assert.equal(checkCourseRegistration(course.form, '/forms/0'), []);
  const brokenCourse = { ...course.form, fee: { amount: 17000.001, currency: 'PKR' as const } };
  assert.equal(
    checkCourseRegistration(brokenCourse, '/forms/0').map((finding) => finding.path),
    ['/forms/0/fee/amount'],
  );
  const fixed = await fixtureForm('fixed-amount', 'fixed-amount', '/fixed-amount-pkr');
  assert.equal(checkFixedAmount(fixed.form, '/forms/1'), []);
  const brokenFixed = { ...fixed.form, price: { amount: 0.005, currency: 'PKR' as const } };
  assert.equal(
    checkFixedAmount(brokenFixed, '/forms/1').map((finding) => finding.path),
    ['/forms/1/price/amount'],
  );
});

test.run();
