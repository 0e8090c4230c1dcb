/**
 * The order fields of a fixed-amount billing form: the amount and currency are the
 * org file's price, never the request's (README, Decisions: the server decides money); the payer gives only a
 * name and an email, so there is no mobile, no address and nothing for BillDetail01.
 */
import type { FixedAmountFormDef } from '../../orgs/types.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import type { ValuesOf } from '../../orgs/kinds.ts';

/** `values` must have passed `rulesFor(form).check(values, 'submit')`; any amount in them is not read. */
export function fixedAmountOrderParts(form: FixedAmountFormDef, values: ValuesOf<'fixed-amount'>): KindOrderParts {
  return {
    amount: String(form.price.amount),
    currency: form.price.currency,
    customer: { name: values.name ?? '', mobile: '', email: values.email ?? '', address: '' },
    billDetail: {},
  };
}
