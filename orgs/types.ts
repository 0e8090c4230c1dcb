/**
 * The types of one organisation file (`orgs/<id>.yaml`) after it has been loaded and validated. Each is
 * derived from the JSON Schema the loader validates with (`Static` of the TypeBox declarations in
 * `org-schema.ts` and `schema/`), so the org file's shape is written once: what each property means, its
 * units and its default are in those declarations' descriptions (and in `org.schema.json`, which editors
 * show as hints). Nothing here is a credential: merchant credentials live only in the proxy's
 * environment, keyed by org id and account key (see `proxy/config.ts`).
 */
import type { Static } from '@sinclair/typebox';
import type { OrderFormKind } from './kinds.ts';
import type { merchantAccountSchema, orgSchema } from './org-schema.ts';
import type { accountRemovalSchema } from './kinds/account-removal/kind.ts';
import type { associatesSchema, internationalPhoneSchema } from './kinds/associates/kind.ts';
import type { campaignFormSchema } from './kinds/campaign-form/kind.ts';
import type { cardCheckoutSchema } from './kinds/card-checkout/kind.ts';
import type { courseRegistrationSchema } from './kinds/course-registration/kind.ts';
import type { currencyCodes } from './schema/currency-codes.ts';
import type { donationPageSchema } from './kinds/donation-page/kind.ts';
import type { donationWizardSchema, wizardAddressSchema, wizardDetailFieldSchema } from './kinds/donation-wizard/kind.ts';
import type { accountOptionSchema, currencyWidgetSchema, quoteSchema } from './schema/donor-form-parts.ts';
import type { optionSchema, phoneSchema, purposeSchema } from './schema/field-parts.ts';
import type { fixedAmountSchema } from './kinds/fixed-amount/kind.ts';
import type { fixedPriceSchema } from './schema/fixed-price-schema.ts';
import type { minimumSchema, submitFlowSchema } from './schema/form-parts.ts';
import type { membershipRenewalSchema, membershipTypeSchema } from './kinds/membership-renewal/kind.ts';
import type { sampleContributionSchema } from './kinds/sample-contribution/kind.ts';
import type { standardGridSchema } from './kinds/standard-grid/kind.ts';
import type { zakatFormSchema } from './kinds/zakat-form/kind.ts';
import type { receiptsSchema } from './schema/receipts-schema.ts';

/** ISO 4217 currency codes the forms offer, e.g. PKR. */
export type CurrencyCode = (typeof currencyCodes)[number];

/** One entry of a select list: `value` is what is sent, `label` what the donor reads (default: value). */
export type OptionDef = Static<typeof optionSchema>;
/** A choice that also decides the merchant account, e.g. donation type Zakat -> account `zakat`. */
export type AccountOptionDef = Static<typeof accountOptionSchema>;
/** Who issues an org's receipts and how (`receipts` in the org file). */
export type ReceiptsDef = Static<typeof receiptsSchema>;
/** A merchant account at PayPro. Only its key and a human label are in the org file. */
export type MerchantAccountDef = Static<typeof merchantAccountSchema>;
/** The phone field of a form ("WhatsApp Number" on most grids). */
export type PhoneFieldDef = Static<typeof phoneSchema>;
/** The international phone input of the associates form; the page sends E.164, e.g. +923001234567. */
export type InternationalPhoneDef = Static<typeof internationalPhoneSchema>;
/** The purpose select of a grid form: `donationType` on most, `paymentType` on ipchih. */
export type PurposeFieldDef = Static<typeof purposeSchema>;
/** Where the gateway sends the donor back after paying: `thank-you` (the org's thank-you page) or an absolute URL. */
export type CallbackDef = string;
/** The page a card checkout frames: `demo` (the demo provider page built beside it) or the provider's http(s) URL. */
export type ProviderPageDef = string;
/** How an order form's page behaves once the proxy has answered; every property optional. */
export type SubmitFlowDef = Static<typeof submitFlowSchema>;
/** The smallest amount a form takes in one currency, in major units; a currency not listed takes `DEFAULT_MIN_AMOUNT`. */
export type AmountMinimumDef = Static<typeof minimumSchema>;
/** An amount the server charges exactly as the org file states it, in major units of its currency. */
export type FixedPriceDef = Static<ReturnType<typeof fixedPriceSchema>>;
/** The currency-rate widget of the donation and zakat pages. */
export type CurrencyWidgetDef = Static<typeof currencyWidgetSchema>;
/** A short quotation with its source, e.g. a verse and its reference. */
export type QuoteDef = Static<typeof quoteSchema>;
/** One membership type of the renewal page, e.g. Associate, with its account, class fee (whole PKR) and ID letters. */
export type MembershipTypeDef = Static<typeof membershipTypeSchema>;
/** The address part of a donation wizard's details step. */
export type WizardAddressDef = Static<typeof wizardAddressSchema>;
/** A field of a donation wizard's details step that the org file may make required. */
export type WizardDetailField = Static<typeof wizardDetailFieldSchema>;

export type StandardGridFormDef = Static<typeof standardGridSchema>;
export type MembershipRenewalFormDef = Static<typeof membershipRenewalSchema>;
export type DonationPageFormDef = Static<typeof donationPageSchema>;
export type ZakatFormDef = Static<typeof zakatFormSchema>;
export type CampaignFormDef = Static<typeof campaignFormSchema>;
export type AccountRemovalFormDef = Static<typeof accountRemovalSchema>;
export type SampleContributionFormDef = Static<typeof sampleContributionSchema>;
export type CardCheckoutFormDef = Static<typeof cardCheckoutSchema>;
export type DonationWizardFormDef = Static<typeof donationWizardSchema>;
export type AssociatesFormDef = Static<typeof associatesSchema>;
export type CourseRegistrationFormDef = Static<typeof courseRegistrationSchema>;
export type FixedAmountFormDef = Static<typeof fixedAmountSchema>;

/** Every form kind an org file can declare (each kind's schema is also in the kinds table, `kinds.ts`). */
export type FormDef =
  | StandardGridFormDef
  | MembershipRenewalFormDef
  | DonationPageFormDef
  | ZakatFormDef
  | CampaignFormDef
  | AccountRemovalFormDef
  | SampleContributionFormDef
  | CardCheckoutFormDef
  | DonationWizardFormDef
  | AssociatesFormDef
  | CourseRegistrationFormDef
  | FixedAmountFormDef;

/**
 * The kinds whose page posts its values to `POST /api/orders`: those whose `payment` is `order` in the
 * kinds table (`kinds.ts`); the renewal page has its own calls, and the account removal, sample
 * contribution and card checkout pages take no payment.
 */
export type OrderFormDef = Extract<FormDef, { kind: OrderFormKind }>;

/** A validated organisation file. */
export type Org = Static<typeof orgSchema>;

/** An org as loaded from disk: the data plus where it came from, for error messages. */
export interface LoadedOrg {
  org: Org;
  /** Path relative to the project root, e.g. `orgs/jhrtrust.yaml`. */
  file: string;
  /**
   * What is allowed but should not be published as it is, with its place (an account no form pays into, a
   * placeholder address, dues of a year that has ended); `forms validate` and `forms build` print them
   * (`--strict` refuses them), the servers log them. Written as problems are: file, line, col, path, message.
   */
  warnings: { file: string; line: number; col: number; path: string; message: string }[];
}
