/** Schema of the course registration form: the registrant, the instructions, the fee. */
import type { JSONSchemaType } from 'ajv';
import type { CourseRegistrationFormDef } from '../types.ts';
import { fixedPriceSchema } from './fixed-price-schema.ts';
import { phoneSchema } from './field-parts.ts';
import { accountKeySchema, afterOrderProperties, headProperties, lookProperties, text } from './form-parts.ts';

export const courseRegistrationSchema: JSONSchemaType<CourseRegistrationFormDef> = {
  type: 'object',
  description: 'A course registration: first, last and father name, gender, email, phone, CNIC, address; the instructions and the fee.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'account', 'theme', 'fee', 'instructions', 'addressLabel', 'phone'],
  properties: {
    ...headProperties('course-registration', '/bls-course-registration'),
    account: accountKeySchema('Key of the merchant account in `accounts` that receives the fees.'),
    ...lookProperties,
    fee: fixedPriceSchema('The course fee', '{ amount: 17000, currency: PKR }'),
    instructions: {
      type: 'array',
      minItems: 1,
      items: text('One instruction, a sentence or two.', 400),
      description: 'What a registrant must know before paying, shown as a list above the form.',
    },
    addressLabel: text('Label of the address field, e.g. Hospital / institution address.', 60),
    phone: phoneSchema,
    ...afterOrderProperties,
  },
};
