/**
 * Which of an org's merchant accounts receives a payment, and which credentials its calls need. The
 * server decides this from the org file, never from the request (DESIGN.md: the server decides money);
 * kinds that pick the account by purpose (e.g. Zakat vs Donation) read it from the donor's checked values.
 */
import type { FormValues } from '../../orgs/rules/index.ts';
import type { FormDef, Org, OrderFormDef } from '../../orgs/types.ts';

/**
 * The credentials a form's calls need: `v2` is client id, client secret and merchant id (auth and
 * create-order, paypro.md §3, §4); `legacy` is username, password, merchant id and merchant password
 * (the membership calls /cpay/gcd and /cpay/co, paypro.md §2, §8, §9).
 */
export type CredentialSet = 'v2' | 'legacy';

/** Every account key a form can pay into; the proxy needs credentials for each of them. */
export function accountsUsedBy(form: FormDef): string[] {
  switch (form.kind) {
    case 'standard-grid':
      return [form.account];
    case 'membership-renewal':
      return [...new Set(form.membershipTypes.map((type) => type.account))];
  }
}

/** The credential set the calls of `form` use. */
export function credentialSetOf(form: FormDef): CredentialSet {
  switch (form.kind) {
    case 'standard-grid':
      return 'v2';
    case 'membership-renewal':
      return 'legacy';
  }
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
 * purpose, where it picks the account, is one of the form's options).
 */
export function accountFor(form: OrderFormDef, _values: FormValues): string {
  switch (form.kind) {
    case 'standard-grid':
      return form.account;
  }
}
