/**
 * A form kind: the schema and the facts of the membership renewal page: the member looks their membership
 * up by type and ID, then pays the dues. The fees are the server's to charge (the README's decisions): the
 * page only shows them.
 */
import { Type } from '@sinclair/typebox';
import { accountKeySchema, callbackSchema, headProperties, lookProperties, text } from '../../schema/form-parts.ts';
import { patterns } from '../../schema/patterns.ts';
import { strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { MembershipRenewalFormDef } from '../../types.ts';
import { distinct } from '../kind-parts.ts';
import { membershipRenewalFields } from './rules.ts';
import { checkMembershipRenewal, staleDuesYear } from './checks.ts';

/** A fee in whole rupees: PayPro takes decimal(18,2) (PROTOCOL.md "Legacy create order"), the spec's fees are whole numbers. */
function fee(description: string) {
  return Type.Integer({ minimum: 1, maximum: 10_000_000, description });
}

/** One membership type, e.g. Associate: its account, its class fee and the letters of its IDs. */
export const membershipTypeSchema = strictObject(
  {
    value: text('What the page sends and the member reads, e.g. Associate. Unique within the list.', 60),
    account: accountKeySchema(
      "Key of the merchant account in `accounts` that holds this type's members and receives their dues, e.g. associate.",
    ),
    classFee: fee('The yearly class fee of this type in whole PKR, e.g. 3700. Always charged.'),
    idLetters: Type.Array(Type.String({ pattern: '^[A-Z]$', description: 'One capital letter, e.g. A.' }), {
      minItems: 1,
      uniqueItems: true,
      description:
        'The letters membership IDs of this type start with, e.g. [A] for A-1001. A letter belongs to one type only; ' +
        "an ID with another type's letter is refused, so the fee and the account always follow the member's own type.",
    }),
  },
  'One membership type the member can pick, with the account and the class fee of that type.',
);

/**
 * The year the fees are for: the fee table's caption names it ("Renewal Dues For the Year 2024-25"), and
 * once it has ended the loader warns, since the page would still charge that year's fees.
 */
export const duesYearSchema = strictObject(
  {
    label: text('The year as members read it in the caption "Renewal Dues For the Year <label>", e.g. 2024-25.', 20),
    validUntil: Type.String({
      pattern: patterns.isoDate.pattern,
      description:
        'The last day (in Pakistan) these fees are charged, e.g. 2025-06-30; after it `forms validate` warns until the label, fees and date are updated.',
    }),
  },
  'The membership year the fees are for, and the last day they apply.',
);

export const membershipRenewalSchema = strictObject(
  {
    ...headProperties('membership-renewal', '/scci'),
    ...lookProperties,
    membershipTypes: Type.Array(membershipTypeSchema, {
      minItems: 1,
      description: 'The membership types in display order, e.g. Associate and Corporate.',
    }),
    idCardFee: fee('Fee of the optional membership ID card in whole PKR, e.g. 500.'),
    duesYear: duesYearSchema,
    consumerCodePrefix: Type.String({
      pattern: patterns.consumerCodePrefix.pattern,
      description: "Digits put before the membership ID's digits to make PayPro's FullConsumerCode, e.g. '1752' (quote it in YAML).",
    }),
    callback: callbackSchema('member'),
  },
  'A membership renewal page: membership type and ID, Get Info, then the details, the fee table and Submit.',
);

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template.
 */
export const membershipRenewalKind = {
  schema: membershipRenewalSchema,
  payment: 'membership',
  paymentName: 'membership-renewal',
  formAction: 'checkout',
  fields: membershipRenewalFields,
  checks: checkMembershipRenewal,
  warnings: staleDuesYear,
  accounts: (form) => distinct(form.membershipTypes.map((type) => type.account)),
  template: 'templates/MembershipRenewalForm.tsx',
} satisfies KindDefinition<MembershipRenewalFormDef>;
