/**
 * The shape of one organisation file (`orgs/<id>.yaml`) after it has been loaded and validated.
 *
 * The JSON Schema in `org-schema.ts` is typed against these interfaces, so the schema and the types
 * cannot drift apart. Nothing here is a credential: merchant credentials live only in the proxy's
 * environment, keyed by org id and account key (see `proxy/config.ts`).
 */

/** ISO 4217 currency codes the forms offer. */
export type CurrencyCode = 'PKR' | 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD' | 'AED' | 'CNY' | 'SAR';

/** One entry of a select list: `value` is what is sent, `label` what the donor reads (default: value). */
export interface OptionDef {
  value: string;
  label?: string;
}

/** A merchant account at PayPro. Only its key and a human label are in the org file. */
export interface MerchantAccountDef {
  label: string;
}

/** The phone field of a form ("WhatsApp Number" on most grids). */
export interface PhoneFieldDef {
  label: string;
  placeholder?: string;
  /** Whether the submit check requires a phone number. */
  required: boolean;
  /** Message shown by the submit check when empty; the live check always says 'Phone number is required.'. */
  submitMessage?: string;
}

/** The purpose select of a grid form: `donationType` on most, `paymentType` on ipchih. */
export interface PurposeFieldDef {
  field: 'donationType' | 'paymentType';
  label: string;
  /** Message when empty, e.g. 'Donation type is required.'. */
  requiredMessage: string;
  options: OptionDef[];
}

/** Where the gateway sends the donor back after paying: the org's thank-you page, or an absolute URL. */
export type CallbackDef = 'thank-you' | string;

/**
 * How an order form's page behaves once the proxy has answered (spec section 4, steps 5 and 6). Every
 * property is optional; the defaults are the standard flow.
 */
export interface SubmitFlowDef {
  /** Popup text on success; default 'Redirecting to Marketplace'. */
  redirectText?: string;
  /** How long the success and gateway-error popups show, in ms; default 1500. */
  popupMs?: number;
  /** Extra wait between the success popup's start and the redirect, in ms; default 1500 (= popupMs). */
  redirectAfterMs?: number;
  /** Empty the form once the redirect has started (for a donor who comes back with the Back button). */
  clearAfterRedirect?: boolean;
}

/** The standard grid form (trust, foundation, school, welfare, fixit style), spec section 2. */
export interface StandardGridFormDef {
  kind: 'standard-grid';
  /** Public route, e.g. `/merchantform/jhrtrust` (leading slash, no trailing slash). */
  route: string;
  /** Heading shown above the form. */
  title: string;
  /** Key of the merchant account in `accounts` that receives these payments. */
  account: string;
  theme: 'light' | 'dark';
  /** Logo shown on top: `src` is a path relative to `orgs/` (e.g. `assets/ndf-logo.svg`). */
  logo?: { src: string; alt: string };
  /** Label of the name field: 'Name' or 'Name / Organization'. */
  nameLabel: string;
  currencies: CurrencyCode[];
  /** Preselected currency; absent means the donor must choose. */
  defaultCurrency?: CurrencyCode;
  purpose: PurposeFieldDef;
  phone: PhoneFieldDef;
  /** Absent: no callback_url is appended to the Click2Pay link. */
  callback?: CallbackDef;
  /** Largest amount accepted, in major units of the chosen currency. */
  maxAmount?: number;
  submitFlow?: SubmitFlowDef;
}

/** One membership type of the renewal page (spec section 3 "Options", section 9), e.g. Associate. */
export interface MembershipTypeDef {
  /** What the page sends and the member reads, e.g. 'Associate'. */
  value: string;
  /** Key of the merchant account in `accounts` that holds this type's members and receives their dues. */
  account: string;
  /** The yearly class fee in whole PKR, e.g. 3700; always charged. */
  classFee: number;
}

/**
 * The membership renewal page (spec sections 2, 4, 7, 9): the member looks their membership up by type
 * and ID, then pays the dues. The fees are the server's to charge (DESIGN.md): the page only shows them.
 */
export interface MembershipRenewalFormDef {
  kind: 'membership-renewal';
  /** Public route, e.g. `/scci`. */
  route: string;
  /** Heading shown above the form. */
  title: string;
  theme: 'light' | 'dark';
  logo?: { src: string; alt: string };
  /** The membership types in display order; each names its own merchant account. */
  membershipTypes: MembershipTypeDef[];
  /** Fee of the optional membership ID card in whole PKR, e.g. 500. */
  idCardFee: number;
  /** Caption of the fee table, e.g. 'Renewal Dues For the Year 2024-25'. */
  duesLabel: string;
  /** Digits put before the membership ID's digits to make PayPro's FullConsumerCode, e.g. '1752'. */
  consumerCodePrefix: string;
  /** Absent: no callback_url is appended to the pay page link. */
  callback?: CallbackDef;
}

/** Every form kind an org file can declare. Later kinds join this union. */
export type FormDef = StandardGridFormDef | MembershipRenewalFormDef;

/** The kinds whose page posts its values to `POST /api/orders`; the renewal page has its own calls. */
export type OrderFormDef = Exclude<FormDef, MembershipRenewalFormDef>;

/** A validated organisation file. */
export interface Org {
  /** Equals the file name without `.yaml`, e.g. `jhrtrust`. */
  id: string;
  displayName: string;
  /** Contact address shown in messages that ask the donor to get in touch (required by a renewal page). */
  contactEmail?: string;
  /** Public base URL where the org's built folder is hosted; used for absolute callback URLs. */
  siteUrl?: string;
  /** Base URL of the proxy's API that the pages post to; default `/api` on the page's own origin. */
  proxyUrl?: string;
  accounts: Record<string, MerchantAccountDef>;
  forms: FormDef[];
}

/** An org as loaded from disk: the data plus where it came from, for error messages. */
export interface LoadedOrg {
  org: Org;
  /** Path relative to the project root, e.g. `orgs/jhrtrust.yaml`. */
  file: string;
}
