/** The original forms, the fixed-amount billing forms: only the name and the email are checked. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

const routes = ['/fixed-amount-dollar', '/fixed-amount-pkr'];

test('both forms: only name and email, with their messages live and on submit', async () => {
  for (const route of routes) {
    const rules = rulesFor((await fixtureForm('fixed-amount', 'fixed-amount', route)).form, english);
    assert.equal(rules.fields, ['name', 'email'], route);
    for (const mode of ['live', 'submit'] as const) {
      assert.equal(rules.check({}, mode), { ok: false, errors: { name: 'Name is required.', email: 'Email is required.' } });
      assert.equal(rules.check({ name: 'Omar', email: 'omar@' }, mode), { ok: false, errors: { email: 'Email address is invalid.' } });
    }
  }
});

test('a name and an email pass; an amount or currency sent along is dropped', async () => {
  for (const route of routes) {
    const rules = rulesFor((await fixtureForm('fixed-amount', 'fixed-amount', route)).form, english);
    const result = rules.check({ name: ' Omar Farooq ', email: 'omar@example.org', amount: '1', currency: 'PKR' }, 'submit');
    assert.equal(result, { ok: true, values: { name: 'Omar Farooq', email: 'omar@example.org' } }, route);
  }
});

test.run();
