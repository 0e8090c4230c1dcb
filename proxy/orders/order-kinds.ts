/**
 * What the proxy needs of each kind that pays through `POST /api/orders` (the kinds whose `payment` is
 * `order` in `../../orgs/kinds.ts`): the kind's own parts of the create-order body and the merchant
 * account a submission pays into. The table's type names every `OrderFormDef` kind with functions for
 * its own form type, so a new order kind without an entry does not compile.
 */
import type { FormOf } from '../../orgs/kinds.ts';
import type { AccountOptionDef, OrderFormDef } from '../../orgs/types.ts';
import { associatesOrderParts } from './associates-order.ts';
import { campaignFormOrderParts } from './campaign-form-order.ts';
import { courseRegistrationOrderParts } from './course-registration-order.ts';
import { donationWizardOrderParts } from './donation-wizard-order.ts';
import { fixedAmountOrderParts } from './fixed-amount-order.ts';
import { fixedPurposeOrderParts } from './fixed-purpose-order.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import { standardGridOrderParts } from './standard-grid-order.ts';
import type { ValuesOf } from '../../orgs/kinds.ts';

export type OrderKind = OrderFormDef['kind'];

export interface OrderKindDefinition<F extends OrderFormDef> {
  /** The kind's parts of the order; `values` passed `rulesFor(form).check(values, 'submit')`. */
  parts(form: F, values: ValuesOf<F['kind']>): KindOrderParts;
  /** The account key the order pays into; throws Error for values the submit check would not pass. */
  account(form: F, values: ValuesOf<F['kind']>): string;
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

const ownAccount = (form: { account: string }) => form.account;

const ORDER_KINDS: { [K in OrderKind]: OrderKindDefinition<FormOf<K>> } = {
  'standard-grid': { parts: standardGridOrderParts, account: ownAccount },
  'donation-page': { parts: fixedPurposeOrderParts, account: ownAccount },
  'zakat-form': { parts: fixedPurposeOrderParts, account: ownAccount },
  // The donation type decides: Zakat -> the zakat account, Donation -> donation.
  'campaign-form': {
    parts: (_form, values) => campaignFormOrderParts(values),
    account: (form, values) => optionAccount(form.donationType.options, values.donationType),
  },
  // The purpose decides: e.g. Zakat -> the org's Zakat merchant.
  'donation-wizard': {
    parts: donationWizardOrderParts,
    account: (form, values) => optionAccount(form.purposes, values.donationPurpose),
  },
  associates: { parts: associatesOrderParts, account: ownAccount },
  'course-registration': { parts: courseRegistrationOrderParts, account: ownAccount },
  'fixed-amount': { parts: fixedAmountOrderParts, account: ownAccount },
};

/** The order facts of `form`'s kind, typed for `form`. */
export function orderKindOf<F extends OrderFormDef>(form: F): OrderKindDefinition<F> {
  // The table's type pairs each kind with its own form type; indexing by a union loses that pairing.
  return ORDER_KINDS[form.kind] as unknown as OrderKindDefinition<F>;
}

/** The kinds of the table, for the test that holds it equal to the kinds whose payment is `order`. */
export const ORDER_KIND_NAMES = Object.keys(ORDER_KINDS) as OrderKind[];
