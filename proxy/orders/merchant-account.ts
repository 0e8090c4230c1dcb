/**
 * Which of an org's merchant accounts receives a payment, and which credentials its calls need. The
 * server decides this from the org file, never from the request (README, Decisions: the server decides money);
 * kinds that pick the account by purpose (e.g. Zakat vs Donation) read it from the donor's checked values.
 */
import type { FormValues } from '../../orgs/rules/index.ts';
import { kindOf } from '../../orgs/kinds.ts';
import type { FormDef, Org, OrderFormDef } from '../../orgs/types.ts';
import { orderKindOf } from './order-kinds.ts';

/**
 * The credentials a form's calls need: `v2` is client id, client secret and merchant id (auth and
 * create-order, PROTOCOL.md "Auth and token", "Create order"); `legacy` is username, password, merchant id and merchant password
 * (the membership calls /cpay/gcd and /cpay/co, PROTOCOL.md "Hosts and API generations", "Consumer lookup", "Legacy create order").
 */
export type CredentialSet = 'v2' | 'legacy';

/** Every account key a form can pay into; the proxy needs credentials for each of them. */
export function accountsUsedBy(form: FormDef): string[] {
  return kindOf(form).accounts(form);
}

/** The credential set the calls of `form` use: the legacy set for a membership page, else v2. */
export function credentialSetOf(form: FormDef): CredentialSet {
  return kindOf(form).payment === 'membership' ? 'legacy' : 'v2';
}

/** Each account key that a form of `org` uses, with the credential sets those forms need, in file order. */
export function credentialSetsByAccount(org: Org): Map<string, Set<CredentialSet>> {
  const sets = new Map<string, Set<CredentialSet>>();
  for (const form of org.forms) {
    for (const account of accountsUsedBy(form)) {
      const forAccount = sets.get(account) ?? new Set<CredentialSet>();
      forAccount.add(credentialSetOf(form));
      sets.set(account, forAccount);
    }
  }
  return sets;
}

/**
 * The account key for an order of `form`, given the donor's values after the submit check (so a
 * purpose, where it picks the account, is one of the form's options). Throws Error otherwise.
 */
export function accountFor(form: OrderFormDef, values: FormValues): string {
  return orderKindOf(form).account(form, values);
}
