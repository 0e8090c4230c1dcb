/**
 * Schemas of the parts of the donation page, zakat form, campaign form and wizards: the purpose the org
 * file fixes, the currency-rate widget, the header quote, the rates link, and
 * options that pick an account.
 */
import { Type } from '@sinclair/typebox';
import { accountKeySchema, text } from './form-parts.ts';
import { patterns } from './patterns.ts';
import { strictObject } from './schema-builders.ts';

export const purposeOfDonationSchema = text(
  'What BillDetail01.purposeOfDonation says on every order of this form, e.g. Zakat or Donation.',
  60,
);

/** A third-party script that fills a container; the page loads it after hydration and works without it. */
export const currencyWidgetSchema = strictObject(
  {
    scriptUrl: Type.String({ pattern: patterns.httpsUrl.pattern, description: "The provider's script, an https URL." }),
    title: text('Heading above the rates, e.g. Currency rates.', 60),
    containerId: Type.Optional(
      Type.String({
        pattern: patterns.htmlId.pattern,
        description: "Id of the element the provider's script fills. Default: currency-widget.",
      }),
    ),
  },
  "A third-party currency-rate widget, loaded once the page is ready; the page works without it. Its host must be allowed by the pages' Content-Security-Policy.",
);

/** A short quotation with its source, e.g. a verse and its reference. */
export const quoteSchema = strictObject(
  {
    text: text('The quotation, without quotation marks.', 400),
    source: text('Where it comes from, e.g. Al-Baqarah 2:261.', 100),
  },
  'A short quotation shown in the header, with its source.',
);

export const ratesLinkSchema = strictObject(
  {
    url: Type.String({ pattern: patterns.httpUrl.pattern, description: 'Address of the rates site.' }),
    label: text('Text of the link, e.g. Check today’s currency rates.', 100),
  },
  'A link to a site with current currency rates.',
);

/** A choice that also decides the merchant account, e.g. donation type Zakat -> account `zakat`. */
export const accountOptionSchema = strictObject(
  {
    value: text('What the form sends when this choice is picked, e.g. Zakat. Unique within the list.', 100),
    label: Type.Optional(text('What the donor reads. Default: the value.', 100)),
    account: accountKeySchema('Key of the merchant account in `accounts` paid when this choice is made, e.g. zakat.'),
  },
  'One choice of a select list that also decides which merchant account is paid.',
);
