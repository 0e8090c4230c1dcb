/**
 * Every form kind in one table. A kind is a module, `kinds/<kind>/`: `kind.ts` declares its form's
 * schema and its entry of this table (how its page takes money, what its payments are called, where its
 * form may post, which merchant accounts it pays into, its field rules, its load checks, its template: the
 * build writes and bundles one script per kind from it), `rules.ts` its field rules (which its page's script carries), `checks.ts`
 * the load checks its schema cannot express. Everything that used to switch on `form.kind` for these
 * facts (the org file schema, the proxy's routes and credentials, the rules, the loader, the build, the
 * pages' Content-Security-Policy, the thank-you and status pages' words) reads this table. The table's type names every kind of `FormDef`, each
 * with the facts for its own form type, so a new kind without an entry, or with another kind's
 * functions, does not compile. The proxy's order parts are in `proxy/orders/order-kinds.ts` and the
 * component of each kind in `templates/form-element.tsx` (same pattern: the pages must not load this table).
 *
 * Pure and browser-safe apart from what it imports for the loader and the proxy: pages never import it
 * (each page's script carries only its own kind's rules).
 */
import type { TSchema } from '@sinclair/typebox';
import type { Translator } from './i18n/translator.ts';
import { standardGridKind } from './kinds/standard-grid/kind.ts';
import { membershipRenewalKind } from './kinds/membership-renewal/kind.ts';
import { accountRemovalKind } from './kinds/account-removal/kind.ts';
import { sampleContributionKind } from './kinds/sample-contribution/kind.ts';
import { cardCheckoutKind } from './kinds/card-checkout/kind.ts';
import { donationWizardKind } from './kinds/donation-wizard/kind.ts';
import { donationPageKind } from './kinds/donation-page/kind.ts';
import { zakatFormKind } from './kinds/zakat-form/kind.ts';
import { campaignFormKind } from './kinds/campaign-form/kind.ts';
import { associatesKind } from './kinds/associates/kind.ts';
import { courseRegistrationKind } from './kinds/course-registration/kind.ts';
import { fixedAmountKind } from './kinds/fixed-amount/kind.ts';
import type { Finding } from './load/finding.ts';
import type { PaymentName } from './payment-words.ts';
import type { FieldRule, FieldValues } from './rules/form-rules.ts';
import type { FormDef, OrderFormDef, Org } from './types.ts';
import { takesOnlyZakat } from './zakat/zakat-target.ts';

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
  /**
   * What the thank-you and status pages call its payments (`WORDS_OF_PAYMENT` in `payment-words.ts`):
   * 'donation', 'zakat', 'membership-renewal', 'course-registration', or 'payment' (a price the org file
   * fixes, and the kinds that take no payment: their thank-you page exists all the same).
   */
  paymentName: PaymentName;
  formAction: FormAction;
  /**
   * The field rules, keyed by field name in display order (see `rules/form-rules.ts`), with messages in
   * `translator`'s language.
   */
  fields(form: F, translator: Translator): Record<string, FieldRule>;
  /** The loader's checks that the JSON Schema cannot express; `path` is the form's, e.g. '/forms/0'. */
  checks(form: F, path: string, org: Org): Finding[];
  /**
   * The loader's warnings that depend on the day (allowed, but the page shows something out of date),
   * at `now`; absent for a kind without any.
   */
  warnings?(form: F, path: string, now: Date): Finding[];
  /** Every account key a form can pay into; the proxy needs credentials for each. */
  accounts(form: F): string[];
  /**
   * The page's component file, relative to the project root, e.g. 'templates/FixedAmountForm.tsx'; it
   * exports the component under the file's name (`FixedAmountForm`). The build renders it and writes the
   * kind's client entry from it (`build/kind-entries.ts`), so a page's script holds its own form's code.
   */
  template: string;
}

const KINDS = {
  'standard-grid': standardGridKind,
  'membership-renewal': membershipRenewalKind,
  'account-removal': accountRemovalKind,
  'sample-contribution': sampleContributionKind,
  'card-checkout': cardCheckoutKind,
  'donation-wizard': donationWizardKind,
  'donation-page': donationPageKind,
  'zakat-form': zakatFormKind,
  'campaign-form': campaignFormKind,
  associates: associatesKind,
  'course-registration': courseRegistrationKind,
  'fixed-amount': fixedAmountKind,
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

/**
 * What `form`'s payments are called: zakat on a form that takes only zakat (`takesOnlyZakat`: a zakat
 * form, a donation page whose purpose is Zakat), else its kind's `paymentName`. Zakat is an obligation,
 * not a gift, and its payers look for the word. A form where the donor chooses Zakat among other purposes
 * says donation: neither the thank-you page nor the status page can know the choice, since the status API
 * tells only the five facts of a receipt (`public-order-status.ts`) and the address PayPro sends the donor
 * back to is anyone's to type (proxy/paypro/PROTOCOL.md#browser-return).
 */
export function paymentOf(form: FormDef): PaymentName {
  return takesOnlyZakat(form) ? 'zakat' : kindOf(form).paymentName;
}

/** Every kind, in the table's order. */
export const FORM_KINDS = Object.keys(KINDS) as FormKind[];

/** The facts of the kind named `kind`. */
export function kindNamed<K extends FormKind>(kind: K): KindDefinition<FormOf<K>> {
  return KINDS[kind] as unknown as KindDefinition<FormOf<K>>;
}
