/**
 * The `receipts` block of an org file: who issues the donors' receipts and how. An org without it issues
 * none. Pakistani donors claim a tax credit for gifts to a non-profit approved under section 2(36) of the
 * Income Tax Ordinance 2001 (or a body listed under section 100C / the Second Schedule), with the receipt
 * as proof (section 61); the approval's reference and dates decide whether a receipt may say so.
 */
import { Type } from '@sinclair/typebox';
import { text } from './form-parts.ts';
import { patterns } from './patterns.ts';
import { strictObject, stringEnum } from './schema-builders.ts';

/** The approval a tax-credit sentence rests on. */
export const taxStatusSchema = strictObject(
  {
    section: stringEnum(
      ['2(36)', '100C'],
      "Under which provision the organisation is approved: '2(36)' (an approved non-profit organisation) or '100C' (a body whose income is exempt under section 100C).",
    ),
    reference: text("The approval's reference as the tax office wrote it, e.g. CIR/Zone-II/2(36)/2025/114.", 100),
    validFrom: Type.String({ pattern: patterns.isoDate.pattern, description: 'First day the approval covers, YYYY-MM-DD.' }),
    validUntil: Type.String({ pattern: patterns.isoDate.pattern, description: 'Last day the approval covers, YYYY-MM-DD.' }),
  },
  'The tax approval. A receipt carries the tax-credit sentence only for a payment made on a day from validFrom to validUntil.',
);

export const receiptsSchema = strictObject(
  {
    legalName: text('The registered name of the organisation, as on its registration and NTN, e.g. JHR Trust (Regd.).', 150),
    address: text('The postal address printed on every receipt.', 300),
    ntn: Type.Optional(
      Type.String({ pattern: patterns.ntn.pattern, description: "The organisation's National Tax Number, e.g. '1234567-8'." }),
    ),
    taxStatus: Type.Optional(taxStatusSchema),
    signatory: strictObject(
      {
        name: text('Who signs the receipts, e.g. Ayesha Khan.', 100),
        title: text('Their title, e.g. Finance Officer.', 100),
      },
      'The person whose name the receipts carry as issuer.',
    ),
    numberPrefix: Type.String({
      pattern: patterns.receiptPrefix.pattern,
      description: 'Starts every receipt number: JHR gives JHR-2026-27-000123 (prefix, tax year, a sequence per tax year).',
    }),
    send: Type.Boolean({
      description:
        'true: each receipt is emailed to the donor when the payment is confirmed; false: receipts are kept for the charity to print or send.',
    }),
  },
  "Receipts for donors: issued when PayPro confirms a payment, numbered per tax year (1 July to 30 June), in the language of the donor's page. Absent: no receipts.",
);
