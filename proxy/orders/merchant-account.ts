/**
 * Which of an org's merchant accounts receives a payment, and which credentials its calls need. The
 * server decides this from the org file, never from the request (README, Decisions: the server decides money);
 * kinds that pick the account by purpose (e.g. Zakat vs Donation) read it from the donor's checked values.
 */
import type { FormValues } from '../../orgs/rules/index.ts';
import type { AccountOptionDef, FormDef, Org, OrderFormDef } from '../../orgs/types.ts';

/**
 * The credentials a form's calls need: `v2` is client id, client secret and merchant id (auth and
 * create-order, PROTOCOL.md "Auth and token", "Create order"); `legacy` is username, password, merchant id and merchant password
 * (the membership calls /cpay/gcd and /cpay/co, PROTOCOL.md "Hosts and API generations", "Consumer lookup", "Legacy create order").
 */
export type CredentialSet = 'v2' | 'legacy';

/** Every account key a form can pay into; the proxy needs credentials for each of them. */
export function accountsUsedBy(form: FormDef): string[] {
  switch (form.kind) {
    case 'standard-grid':
      return [form.account];
    case 'membership-renewal':
      return [...new Set(form.membershipTypes.map((type) => type.account))];
    case 'donation-page':
    case 'zakat-form':
    case 'associates':
    case 'course-registration':
    case 'fixed-amount':
      return [form.account];
    case 'campaign-form':
      return [...new Set(form.donationType.options.map((option) => option.account))];
    case 'donation-wizard':
      return [...new Set(form.purposes.map((purpose) => purpose.account))];
    // These pages take no payment, so they need no credentials.
    case 'account-removal':
    case 'sample-contribution':
    case 'card-checkout':
      return [];
  }
}

/** The credential set the calls of `form` use. */
export function credentialSetOf(form: FormDef): CredentialSet {
  switch (form.kind) {
    case 'standard-grid':
    case 'donation-wizard':
    case 'donation-page':
    case 'zakat-form':
    case 'campaign-form':
    case 'associates':
    case 'course-registration':
    case 'fixed-amount':
      return 'v2';
    case 'membership-renewal':
      return 'legacy';
    // Never asked in practice: these pages use no account (`accountsUsedBy`), so no credentials at all.
    case 'account-removal':
    case 'sample-contribution':
    case 'card-checkout':
      return 'v2';
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
 * The account of the option whose value is `value`. Throws Error for any other value: the submit check
 * admits only the form's own options, so that would be a bug, and no account is guessed for money.
 */
function optionAccount(options: readonly AccountOptionDef[], value: string | undefined): string {
  const option = options.find((candidate) => candidate.value === value);
  if (!option) throw new Error(`No option has the value ${String(value)}; the values were not checked against the form.`);
  return option.account;
}

/**
 * The account key for an order of `form`, given the donor's values after the submit check (so a
 * purpose, where it picks the account, is one of the form's options).
 */
export function accountFor(form: OrderFormDef, values: FormValues): string {
  switch (form.kind) {
    case 'standard-grid':
      return form.account;
    // The purpose decides: e.g. Zakat -> the org's Zakat merchant.
    case 'donation-wizard':
      return optionAccount(form.purposes, values.donationPurpose);
    // The donation type decides: Zakat -> the zakat account, Donation -> donation.
    case 'campaign-form':
      return optionAccount(form.donationType.options, values.donationType);
    case 'donation-page':
    case 'zakat-form':
    case 'associates':
    case 'course-registration':
    case 'fixed-amount':
      return form.account;
  }
}
