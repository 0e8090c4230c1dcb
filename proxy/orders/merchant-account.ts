/**
 * Which of an org's merchant accounts receives a payment. The server decides this from the org file,
 * never from the request (DESIGN.md: the server decides money); kinds that pick the account by purpose
 * (e.g. Zakat vs Donation) will take the donor's checked values here.
 */
import type { FormDef } from '../../orgs/types.ts';

/** Every account key a form can pay into; the proxy needs credentials for each of them. */
export function accountsUsedBy(form: FormDef): string[] {
  switch (form.kind) {
    case 'standard-grid':
      return [form.account];
  }
}

/** The account key for an order of `form`. */
export function accountFor(form: FormDef): string {
  switch (form.kind) {
    case 'standard-grid':
      return form.account;
  }
}
