/**
 * Schema of the basic life support course registration: the registrant's details, the instructions and
 * the fee, which the server charges from `fee` whatever the request says.
 */
import { Type } from '@sinclair/typebox';
import { phoneSchema } from './field-parts.ts';
import { fixedPriceSchema } from './fixed-price-schema.ts';
import { accountKeySchema, afterOrderProperties, headProperties, lookProperties, text } from './form-parts.ts';
import { strictObject } from './schema-builders.ts';

export const courseRegistrationSchema = strictObject(
  {
    ...headProperties('course-registration', '/bls-course-registration'),
    account: accountKeySchema('Key of the merchant account in `accounts` that receives the fees.'),
    ...lookProperties,
    fee: fixedPriceSchema('The course fee', '{ amount: 17000, currency: PKR }'),
    instructions: Type.Array(text('One instruction, a sentence or two.', 400), {
      minItems: 1,
      description: 'What a registrant must know before paying, shown as a list above the form.',
    }),
    addressLabel: text('Label of the address field, e.g. Hospital / institution address.', 60),
    phone: phoneSchema,
    ...afterOrderProperties,
  },
  'A course registration: first, last and father name, gender, email, phone, CNIC, address; the instructions and the fee.',
);
