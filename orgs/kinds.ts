/**
 * Every form kind in one table: its form's JSON Schema, how its page takes money, where its form may
 * post, which merchant accounts it pays into, its field rules, its load checks, and its template and
 * client entry (the build bundles one script per kind). Everything that used to switch on `form.kind`
 * for these facts (the org file schema, the proxy's routes and credentials, the rules, the loader, the
 * build, the pages' Content-Security-Policy) reads this table. The table's type names every kind of
 * `FormDef`, each with the facts for its own form type, so a new kind without an entry, or with another
 * kind's functions, does not compile. The proxy's order parts are in `proxy/orders/order-kinds.ts`, the
 * component of each kind in `templates/form-element.tsx` and its payment's name in `payment-words.ts`
 * (same pattern: the pages must not load this table).
 *
 * Pure and browser-safe apart from what it imports for the loader and the proxy: pages never import it
 * (each page's script carries only its own kind's rules).
 */
import type { TSchema } from '@sinclair/typebox';
import { checkAssociates } from './load/associates-checks.ts';
import { checkCampaignForm } from './load/campaign-form-checks.ts';
import { checkCourseRegistration } from './load/course-registration-checks.ts';
import { checkDonationPage } from './load/donation-page-checks.ts';
import { checkDonationWizard } from './load/donation-wizard-checks.ts';
import type { Finding } from './load/finding.ts';
import { accountRemovalSchema } from './schema/account-removal-schema.ts';
import { associatesSchema } from './schema/associates-schema.ts';
import { campaignFormSchema } from './schema/campaign-form-schema.ts';
import { cardCheckoutSchema } from './schema/card-checkout-schema.ts';
import { courseRegistrationSchema } from './schema/course-registration-schema.ts';
import { donationPageSchema } from './schema/donation-page-schema.ts';
import { donationWizardSchema } from './schema/donation-wizard-schema.ts';
import { fixedAmountSchema } from './schema/fixed-amount-schema.ts';
import { membershipRenewalSchema } from './schema/membership-renewal-schema.ts';
import { sampleContributionSchema } from './schema/sample-contribution-schema.ts';
import { standardGridSchema } from './schema/standard-grid-schema.ts';
import { zakatFormSchema } from './schema/zakat-form-schema.ts';
import { checkFixedAmount } from './load/fixed-amount-checks.ts';
import { checkMembershipRenewal } from './load/membership-renewal-checks.ts';
import { checkStandardGrid } from './load/standard-grid-checks.ts';
import { checkZakatForm } from './load/zakat-form-checks.ts';
import { accountRemovalFields } from './rules/account-removal-rules.ts';
import { associatesFields } from './rules/associates-rules.ts';
import { campaignFormFields } from './rules/campaign-form-rules.ts';
import { courseRegistrationFields } from './rules/course-registration-rules.ts';
import { donationPageFields } from './rules/donation-page-rules.ts';
import { donationWizardFields } from './rules/donation-wizard-rules.ts';
import { fixedAmountFields } from './rules/fixed-amount-rules.ts';
import type { FieldRule, FieldValues } from './rules/form-rules.ts';
import { membershipRenewalFields } from './rules/membership-renewal-rules.ts';
import { sampleContributionFields } from './rules/sample-contribution-rules.ts';
import { standardGridFields } from './rules/standard-grid-rules.ts';
import { zakatFormFields } from './rules/zakat-form-rules.ts';
import type { FormDef, OrderFormDef, Org } from './types.ts';

export type FormKind = FormDef['kind'];

/** The form definition of kind `K`, e.g. `FormOf<'standard-grid'>` is `StandardGridFormDef`. */
export type FormOf<K extends FormKind> = Extract<FormDef, { kind: K }>;

/**
 * How a page of the kind takes money: `order` (`POST /api/orders`, PayPro's v2 create-order, then its
 * checkout), `membership` (look the member up, then PayPro's legacy create-order through the membership
 * endpoints), or `none` (the page takes no payment through the proxy).
 */
export type Payment = 'order' | 'membership' | 'none';

/**
 * Where the page's form may send the browser (its CSP `form-action`): `checkout` (the proxy, then the pay
 * page it redirects to), `proxy` (the proxy only, answered with a page of this site), `self` (the page
 * has a form with no action: it sends nothing), `none` (the page has no form).
 */
export type FormAction = 'checkout' | 'proxy' | 'self' | 'none';

/** What the product knows of one kind. */
export interface KindDefinition<F extends FormDef> {
  /** The JSON Schema of its form in an org file (`org-schema.ts` lists every kind's). */
  schema: TSchema & { static: F };
  payment: Payment;
  formAction: FormAction;
  /** The field rules, keyed by field name in display order (see `rules/form-rules.ts`). */
  fields(form: F): Record<string, FieldRule>;
  /** The loader's checks that the JSON Schema cannot express; `path` is the form's, e.g. '/forms/0'. */
  checks(form: F, path: string, org: Org): Finding[];
  /** Every account key a form can pay into; the proxy needs credentials for each. */
  accounts(form: F): string[];
  /** The page's component file, relative to the project root (`templates/form-element.tsx` renders it). */
  template: string;
  /** The client entry hydrating only this kind, relative to the project root: a page loads its own form's code. */
  clientEntry: string;
}

const none = () => [];
const oneAccount = (form: { account: string }) => [form.account];
const distinct = (accounts: readonly string[]) => [...new Set(accounts)];

const KINDS = {
  'standard-grid': {
    schema: standardGridSchema,
    payment: 'order',
    formAction: 'checkout',
    fields: standardGridFields,
    checks: checkStandardGrid,
    accounts: oneAccount,
    template: 'templates/StandardGridForm.tsx',
    clientEntry: 'templates/client/standard-grid.tsx',
  },
  'membership-renewal': {
    schema: membershipRenewalSchema,
    payment: 'membership',
    formAction: 'checkout',
    fields: membershipRenewalFields,
    checks: checkMembershipRenewal,
    accounts: (form) => distinct(form.membershipTypes.map((type) => type.account)),
    template: 'templates/MembershipRenewalForm.tsx',
    clientEntry: 'templates/client/membership-renewal.tsx',
  },
  // Records a request with the proxy and shows a page of this site; no account, nothing left open.
  'account-removal': {
    schema: accountRemovalSchema,
    payment: 'none',
    formAction: 'proxy',
    fields: () => accountRemovalFields(),
    checks: none,
    accounts: none,
    template: 'templates/AccountRemovalForm.tsx',
    clientEntry: 'templates/client/account-removal.tsx',
  },
  // Its form has no action: the sample page sends nothing (its amounts are unique by schema).
  'sample-contribution': {
    schema: sampleContributionSchema,
    payment: 'none',
    formAction: 'self',
    fields: sampleContributionFields,
    checks: none,
    accounts: none,
    template: 'templates/SampleContributionForm.tsx',
    clientEntry: 'templates/client/sample-contribution.tsx',
  },
  // No form and no fields: the provider's page in its frame takes the card.
  'card-checkout': {
    schema: cardCheckoutSchema,
    payment: 'none',
    formAction: 'none',
    fields: () => ({}),
    checks: none,
    accounts: none,
    template: 'templates/CardCheckoutPage.tsx',
    clientEntry: 'templates/client/card-checkout.tsx',
  },
  'donation-wizard': {
    schema: donationWizardSchema,
    payment: 'order',
    formAction: 'checkout',
    fields: donationWizardFields,
    checks: checkDonationWizard,
    // The purpose decides: e.g. Zakat -> the org's Zakat merchant.
    accounts: (form) => distinct(form.purposes.map((purpose) => purpose.account)),
    template: 'templates/DonationWizardForm.tsx',
    clientEntry: 'templates/client/donation-wizard.tsx',
  },
  'donation-page': {
    schema: donationPageSchema,
    payment: 'order',
    formAction: 'checkout',
    fields: donationPageFields,
    checks: checkDonationPage,
    accounts: oneAccount,
    template: 'templates/DonationPageForm.tsx',
    clientEntry: 'templates/client/donation-page.tsx',
  },
  'zakat-form': {
    schema: zakatFormSchema,
    payment: 'order',
    formAction: 'checkout',
    fields: zakatFormFields,
    checks: checkZakatForm,
    accounts: oneAccount,
    template: 'templates/ZakatForm.tsx',
    clientEntry: 'templates/client/zakat-form.tsx',
  },
  'campaign-form': {
    schema: campaignFormSchema,
    payment: 'order',
    formAction: 'checkout',
    fields: campaignFormFields,
    checks: checkCampaignForm,
    // The donation type decides: Zakat -> the zakat account, Donation -> donation.
    accounts: (form) => distinct(form.donationType.options.map((option) => option.account)),
    template: 'templates/CampaignForm.tsx',
    clientEntry: 'templates/client/campaign-form.tsx',
  },
  associates: {
    schema: associatesSchema,
    payment: 'order',
    formAction: 'checkout',
    fields: associatesFields,
    checks: checkAssociates,
    accounts: oneAccount,
    template: 'templates/AssociatesForm.tsx',
    clientEntry: 'templates/client/associates.tsx',
  },
  'course-registration': {
    schema: courseRegistrationSchema,
    payment: 'order',
    formAction: 'checkout',
    fields: courseRegistrationFields,
    checks: checkCourseRegistration,
    accounts: oneAccount,
    template: 'templates/CourseRegistrationForm.tsx',
    clientEntry: 'templates/client/course-registration.tsx',
  },
  'fixed-amount': {
    schema: fixedAmountSchema,
    payment: 'order',
    formAction: 'checkout',
    fields: () => fixedAmountFields(),
    checks: checkFixedAmount,
    accounts: oneAccount,
    template: 'templates/FixedAmountForm.tsx',
    clientEntry: 'templates/client/fixed-amount.tsx',
  },
} satisfies { [K in FormKind]: KindDefinition<FormOf<K>> };

/** The checked values of a form of kind `K`, by its own field names (e.g. `ValuesOf<'fixed-amount'>`: name, email). */
export type ValuesOf<K extends FormKind> = FieldValues<ReturnType<(typeof KINDS)[K]['fields']>>;

/** The kinds that pay through `POST /api/orders`: those whose `payment` is `order`. */
export type OrderFormKind = { [K in FormKind]: (typeof KINDS)[K]['payment'] extends 'order' ? K : never }[FormKind];

/** Whether `form` pays through `POST /api/orders` (its kind's `payment` is `order`). */
export function isOrderForm(form: FormDef): form is OrderFormDef {
  return kindOf(form).payment === 'order';
}

/** The facts of `form`'s kind, typed for `form`. */
export function kindOf<F extends FormDef>(form: F): KindDefinition<F> {
  // The table's type pairs each kind with its own form type; indexing by a union loses that pairing.
  return KINDS[form.kind] as unknown as KindDefinition<F>;
}

/** Every kind, in the table's order. */
export const FORM_KINDS = Object.keys(KINDS) as FormKind[];

/** The facts of the kind named `kind`. */
export function kindNamed<K extends FormKind>(kind: K): KindDefinition<FormOf<K>> {
  return KINDS[kind] as unknown as KindDefinition<FormOf<K>>;
}
