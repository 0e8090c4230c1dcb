/**
 * The order fields of the course registration: the fee from the org file, never from
 * the request (README, Decisions: the server decides money); CustomerName is the first and last name;
 * CustomerAddress the address (the hospital); BillDetail01 carries fatherName, gender and cnicNumber,
 * after internationalNumber for a phone that is not a Pakistani mobile (the README's decisions).
 */
import type { CourseRegistrationFormDef } from '../../orgs/types.ts';
import { payerOrderParts } from './donor-order.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import type { ValuesOf } from '../../orgs/kinds.ts';

/** `values` must have passed `rulesFor(form).check(values, 'submit')`; any amount in them is not read. */
export function courseRegistrationOrderParts(form: CourseRegistrationFormDef, values: ValuesOf<'course-registration'>): KindOrderParts {
  const payer = {
    amount: String(form.fee.amount),
    currency: form.fee.currency,
    name: `${values.firstName ?? ''} ${values.lastName ?? ''}`.trim(),
    email: values.email ?? '',
    address: values.address ?? '',
    phone: values.phoneNumber ?? '',
  };
  return payerOrderParts(payer, {
    fatherName: values.fatherName ?? '',
    gender: values.gender ?? '',
    cnicNumber: values.cnicNumber ?? '',
  });
}
