/**
 * The shape of one organisation file (`orgs/<id>.yaml`) after it has been loaded and validated.
 *
 * The JSON Schema in `org-schema.ts` is typed against these interfaces, so the schema and the types
 * cannot drift apart. Nothing here is a credential: merchant credentials live only in the proxy's
 * environment, keyed by org id and account key (see `proxy/config.ts`).
 */
import type { OrderFormKind } from './kinds.ts';

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
 * How an order form's page behaves once the proxy has answered (steps 5 and 6). Every
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

/** The standard grid form (trust, foundation, school, welfare, fixit style), the original forms. */
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
  /** The smallest amount per currency (see `floorFor`): a currency not listed takes at least 1. */
  minimums?: AmountMinimumDef[];
  /** Largest amount accepted, in major units of the chosen currency. */
  maxAmount?: number;
  submitFlow?: SubmitFlowDef;
}

/** One membership type of the renewal page , e.g. Associate. */
export interface MembershipTypeDef {
  /** What the page sends and the member reads, e.g. 'Associate'. */
  value: string;
  /** Key of the merchant account in `accounts` that holds this type's members and receives their dues. */
  account: string;
  /** The yearly class fee in whole PKR, e.g. 3700; always charged. */
  classFee: number;
  /**
   * The capital letters a membership ID of this type starts with, e.g. ['A'] for A-1001; no letter
   * belongs to two types. An ID whose letter belongs to another type than the one chosen is refused.
   */
  idLetters: string[];
}

/**
 * The membership renewal page: the member looks their membership up by type
 * and ID, then pays the dues. The fees are the server's to charge (the README's decisions): the page only shows them.
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

/**
 * The smallest amount a form takes in one currency (PKR 500, USD 5), with the
 * hint the empty amount box shows while that currency is chosen. Currencies without an entry take the
 * default floor, `DEFAULT_MIN_AMOUNT` (1).
 */
export interface AmountMinimumDef {
  currency: CurrencyCode;
  /** In major units of `currency`, e.g. 500 (PKR) or 5 (USD). */
  amount: number;
  /** Hint in the empty amount box, e.g. 'Minimum Amount RS 500'; absent: no hint for this currency. */
  placeholder?: string;
}

/**
 * The currency-rate widget of the donation and zakat pages: a third-party
 * script that fills a container. The page loads it after hydration and works without it.
 */
export interface CurrencyWidgetDef {
  /** The provider's script, an https URL; its host must be allowed by the pages' Content-Security-Policy. */
  scriptUrl: string;
  /** Heading above the rates, e.g. 'Currency rates'. */
  title: string;
  /** Id of the element the provider's script fills; default 'currency-widget'. */
  containerId?: string;
}

/**
 * The donation page and the zakat page: banner, heading, name, email, phone, address,
 * currency, amount with per-currency minimums, and the currency-rate widget.
 */
export interface DonationPageFormDef {
  kind: 'donation-page';
  /** Public route, e.g. `/merchantform/DarUlSukoon/Donation`. */
  route: string;
  /** Heading shown under the banner, e.g. 'Donation' or 'Zakat'. */
  title: string;
  /** Key of the merchant account in `accounts` that receives these payments. */
  account: string;
  theme: 'light' | 'dark';
  /** The banner across the top of the page: `src` relative to `orgs/` (e.g. `assets/darulsukoon-banner.svg`). */
  logo: { src: string; alt: string };
  currencies: CurrencyCode[];
  /** Preselected currency; absent means the donor must choose. */
  defaultCurrency?: CurrencyCode;
  phone: PhoneFieldDef;
  /** What BillDetail01.purposeOfDonation says for every order of the page, e.g. 'Zakat'. */
  purposeOfDonation: string;
  /** Absent: the page has no currency-rate widget. */
  currencyWidget?: CurrencyWidgetDef;
  callback?: CallbackDef;
  /** The smallest amount per currency (see `floorFor`): a currency not listed takes at least 1. */
  minimums?: AmountMinimumDef[];
  /** Largest amount accepted, in major units of the chosen currency. */
  maxAmount?: number;
  submitFlow?: SubmitFlowDef;
}

/** A short quotation with its source, e.g. a verse and its reference. */
export interface QuoteDef {
  text: string;
  source: string;
}

/**
 * The zakat forms. Variant `summary`: a quote in the header, the currency beside the
 * amount, donor fields, a donation summary, 'Donate Now' and a note about the payment page. Variant
 * `plain`: a grid with Submit and a link to a currency-rates site. Minimums are checked as the donor
 * types; the submit check only asks that the amount be there.
 */
export interface ZakatFormDef {
  kind: 'zakat-form';
  variant: 'summary' | 'plain';
  /** Public route, e.g. `/merchantform/JTQ/Zakat`. */
  route: string;
  title: string;
  /** Key of the merchant account in `accounts` that receives these payments. */
  account: string;
  theme: 'light' | 'dark';
  logo?: { src: string; alt: string };
  currencies: CurrencyCode[];
  defaultCurrency?: CurrencyCode;
  phone: PhoneFieldDef;
  /** What BillDetail01.purposeOfDonation says for every order of the form, e.g. 'Zakat'. */
  purposeOfDonation: string;
  /** The header quote of the summary variant. */
  quote?: QuoteDef;
  /** The plain variant's link to a site with currency rates. */
  ratesLink?: { url: string; label: string };
  callback?: CallbackDef;
  /** The smallest amount per currency (see `floorFor`): a currency not listed takes at least 1. */
  minimums?: AmountMinimumDef[];
  maxAmount?: number;
  submitFlow?: SubmitFlowDef;
}

/** A choice that also decides the merchant account, e.g. donation type Zakat -> account `zakat`. */
export interface AccountOptionDef extends OptionDef {
  /** Key of the merchant account in `accounts` that receives the payment when this choice is made. */
  account: string;
}

/**
 * The donation-type and campaign form: name, email, phone, address, amount, currency,
 * donation type and campaign, all required. The donation type picks the merchant account on the server.
 */
export interface CampaignFormDef {
  kind: 'campaign-form';
  /** Public route, e.g. `/merchantform/JTQ/Donation`. */
  route: string;
  title: string;
  theme: 'light' | 'dark';
  logo?: { src: string; alt: string };
  currencies: CurrencyCode[];
  defaultCurrency?: CurrencyCode;
  phone: PhoneFieldDef;
  /** The `donationType` select; each option names the account its payments go to. */
  donationType: { label: string; options: AccountOptionDef[] };
  /** The `campaign` select. */
  campaign: { label: string; options: OptionDef[] };
  callback?: CallbackDef;
  /** The smallest amount per currency (see `floorFor`): a currency not listed takes at least 1. */
  minimums?: AmountMinimumDef[];
  maxAmount?: number;
  submitFlow?: SubmitFlowDef;
}

/**
 * The account removal page: one email field and 'Proceed to Remove'. The page
 * sends the address to the proxy, which records the request (the README's decisions); it takes no payment.
 */
export interface AccountRemovalFormDef {
  kind: 'account-removal';
  /** Public route, e.g. `/merchant/deactive_package_or_account`. */
  route: string;
  title: string;
  theme: 'light' | 'dark';
  logo?: { src: string; alt: string };
}

/**
 * The sample contribution form: name, email, phone and an amount from a list.
 * Submit checks the fields, logs the values and shows that it took them; it makes no call.
 */
export interface SampleContributionFormDef {
  kind: 'sample-contribution';
  /** Public route, e.g. `/donationformtest`. */
  route: string;
  title: string;
  theme: 'light' | 'dark';
  logo?: { src: string; alt: string };
  /** The amounts offered, in display order, e.g. [200, 300, 4000]. */
  amounts: number[];
}

/**
 * The page a card checkout frames: an absolute http(s) URL of the provider's page, or `demo` for the
 * demo provider page the build writes beside the checkout page (`<route>/demo-provider/`).
 */
export type ProviderPageDef = 'demo' | string;

/**
 * The card checkout page: the provider's page in a full-screen frame; the page
 * reports the payment result the provider posts to it, accepting messages only from the provider's
 * origin (the README's decisions).
 */
export interface CardCheckoutFormDef {
  kind: 'card-checkout';
  /** Public route, e.g. `/iframetest`. */
  route: string;
  /** Heading above the frame, e.g. 'Card payment'. */
  title: string;
  theme: 'light' | 'dark';
  logo?: { src: string; alt: string };
  provider: ProviderPageDef;
}

/** The address part of a donation wizard's details step: address, country, province, zip code, city. */
export interface WizardAddressDef {
  /** The country select's choices; the first is preselected (country defaults to Pakistan). */
  countries: OptionDef[];
  /** The province select's choices, e.g. Sindh, Punjab, Balochistan, KPK. */
  provinces: OptionDef[];
}

/** A field of a donation wizard's details step that the org file may make required (first name, last name and email always are). */
export type WizardDetailField = 'contactNumber' | 'address' | 'province' | 'zipCode' | 'city';

/**
 * The multi-step donation forms (4 "Wizards", 5): step 1 chooses the gift (an
 * optional category, 'Give Once', currency, a preset or other amount, the purpose), step 2 asks the
 * donor's details (name, email, contact number and, with `address`, the full address). The purpose
 * picks the merchant account on the server (e.g. Zakat -> the Zakat merchant).
 */
export interface DonationWizardFormDef {
  kind: 'donation-wizard';
  /** Public route, e.g. `/merchantform/akbar-kare`. */
  route: string;
  title: string;
  theme: 'light' | 'dark';
  logo?: { src: string; alt: string };
  /** The category select of step 1 (field educationType); absent: the form has none. */
  category?: { label: string; options: OptionDef[]; default?: string };
  currencies: CurrencyCode[];
  /** Preselected currency; absent means the donor must choose. */
  defaultCurrency?: CurrencyCode;
  /** The preset amount buttons in major units of the chosen currency, e.g. [100, 1000, 2000]. */
  presetAmounts: number[];
  /** The purpose toggle (field donationPurpose); each choice names the account its payments go to. */
  purposes: AccountOptionDef[];
  /** Preselected purpose, one of `purposes`; absent means the donor must choose. */
  defaultPurpose?: string;
  /** Absent: step 2 asks only name, email and contact number. */
  address?: WizardAddressDef;
  /** Step-2 fields required besides first name, last name and email; default none. */
  requiredDetails?: WizardDetailField[];
  callback?: CallbackDef;
  /** The smallest amount per currency (see `floorFor`): a currency not listed takes at least 1. */
  minimums?: AmountMinimumDef[];
  /** Largest amount accepted, in major units of the chosen currency; absent: the default maximum. */
  maxAmount?: number;
  submitFlow?: SubmitFlowDef;
}

/**
 * An amount the server charges exactly as the org file states it (README, Decisions: the server decides money);
 * the page only shows it.
 */
export interface FixedPriceDef {
  /** In major units of `currency`, at most two decimal places, e.g. 20 (USD) or 4500 (PKR). */
  amount: number;
  currency: CurrencyCode;
}

/**
 * The international phone input of the associates form: a country selector with its
 * dial code, and the number. The page sends the number in E.164 (e.g. `+923001234567`).
 */
export interface InternationalPhoneDef {
  label: string;
  /** ISO 3166-1 alpha-2 code of the country chosen when the page opens, e.g. `PK`. */
  defaultCountry: string;
  /** Hint in the empty number box while the default country is chosen, e.g. 03XXXXXXXXX. */
  placeholder?: string;
  /** Message of the submit check when empty, e.g. 'Mobile Number is required.' (live: 'Phone number is required.'). */
  submitMessage: string;
}

/**
 * The associates form: full name, email, CNIC/NICOP number, international phone,
 * donation purpose, currency, amount with the currency in front, and country. No address, no comments.
 */
export interface AssociatesFormDef {
  kind: 'associates';
  /** Public route, e.g. `/merchantform/zubari-associate`. */
  route: string;
  title: string;
  /** Key of the merchant account in `accounts` that receives these payments. */
  account: string;
  theme: 'light' | 'dark';
  logo?: { src: string; alt: string };
  phone: InternationalPhoneDef;
  /** The donation purpose select (`donationType`, sent as BillDetail01.purposeOfDonation). */
  purpose: PurposeFieldDef;
  currencies: CurrencyCode[];
  defaultCurrency?: CurrencyCode;
  /** The `country` select: where the donor lives. */
  countries: OptionDef[];
  callback?: CallbackDef;
  /** The smallest amount per currency (see `floorFor`): a currency not listed takes at least 1. */
  minimums?: AmountMinimumDef[];
  /** Largest amount accepted, in major units of the chosen currency. */
  maxAmount?: number;
  submitFlow?: SubmitFlowDef;
}

/**
 * The basic life support course registration: the registrant's details,
 * the instructions and the fee, which the server charges from `fee` whatever the request says.
 */
export interface CourseRegistrationFormDef {
  kind: 'course-registration';
  /** Public route, e.g. `/bls-course-registration`. */
  route: string;
  title: string;
  /** Key of the merchant account in `accounts` that receives the fees. */
  account: string;
  theme: 'light' | 'dark';
  logo?: { src: string; alt: string };
  /** The course fee, e.g. PKR 17000. */
  fee: FixedPriceDef;
  /** Paragraphs shown above the form: what a registrant must know before paying. */
  instructions: string[];
  /** Label of the address field, e.g. 'Hospital / institution address'. */
  addressLabel: string;
  phone: PhoneFieldDef;
  callback?: CallbackDef;
  submitFlow?: SubmitFlowDef;
}

/**
 * A fixed-amount billing form: name and email only; the amount is shown and the
 * server charges `price` whatever the request says.
 */
export interface FixedAmountFormDef {
  kind: 'fixed-amount';
  /** Public route, e.g. `/gamcamdeical-dollar`. */
  route: string;
  title: string;
  /** Key of the merchant account in `accounts` that receives the payments. */
  account: string;
  theme: 'light' | 'dark';
  logo?: { src: string; alt: string };
  price: FixedPriceDef;
  callback?: CallbackDef;
  submitFlow?: SubmitFlowDef;
}

/** Every form kind an org file can declare. Later kinds join this union. */
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
  /** Origins (scheme://host[:port]) besides `siteUrl`'s that host these pages and post to the proxy (CORS). */
  allowedOrigins?: string[];
  /** Origins allowed to frame these pages (CSP frame-ancestors); absent means only the pages' own origin. */
  frameAncestors?: string[];
  accounts: Record<string, MerchantAccountDef>;
  forms: FormDef[];
}

/** An org as loaded from disk: the data plus where it came from, for error messages. */
export interface LoadedOrg {
  org: Org;
  /** Path relative to the project root, e.g. `orgs/jhrtrust.yaml`. */
  file: string;
  /**
   * What is allowed but probably a slip, with its place (e.g. an account no form pays into); `forms
   * validate` prints them, the servers log them. Written as problems are: file, line, col, path, message.
   */
  warnings: { file: string; line: number; col: number; path: string; message: string }[];
}
