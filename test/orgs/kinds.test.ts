/**
 * The kinds table (`orgs/kinds.ts`): every kind has its facts, and they agree with each other and with
 * the proxy's order table, so a kind cannot take a payment the proxy cannot build, or post where its
 * page's Content-Security-Policy would not let it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FORM_KINDS, isOrderForm, kindOf } from '../../orgs/kinds.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { FormDef } from '../../orgs/types.ts';
import { ORDER_KIND_NAMES } from '../../proxy/orders/order-kinds.ts';

let forms: FormDef[];
test.before(async () => {
  forms = (await loadOrgs()).flatMap(({ org }) => org.forms);
});

test('the org files use every kind of the table, and the table names no other', () => {
  assert.equal([...new Set(forms.map((form) => form.kind))].sort(), [...FORM_KINDS].sort());
});

test("the kinds that pay through /api/orders are exactly the proxy's order kinds", () => {
  const paying = forms.filter(isOrderForm).map((form) => form.kind);
  assert.equal([...new Set(paying)].sort(), [...ORDER_KIND_NAMES].sort());
  assert.is(isOrderForm(forms.find((form) => form.kind === 'membership-renewal')!), false);
  assert.is(isOrderForm(forms.find((form) => form.kind === 'account-removal')!), false);
});

test('a form that takes a payment posts to the checkout and pays into an account; one that does not, neither', () => {
  for (const form of forms) {
    const kind = kindOf(form);
    const pays = kind.payment !== 'none';
    assert.is(kind.formAction === 'checkout', pays, form.route);
    assert.is(kind.accounts(form).length > 0, pays, form.route);
  }
});

test.run();
