/** Schema of the course registration form (spec sections 2, 3, 9): the registrant, the instructions, the fee. */
import type { JSONSchemaType } from 'ajv';
import type { CourseRegistrationFormDef } from '../types.ts';
import { accountKeySchema, callbackSchema, routeSchema, themeSchema } from './donor-form-parts.ts';
import { fixedPriceSchema } from './fixed-price-schema.ts';
import { logoSchema, phoneSchema, submitFlowSchema, text } from './form-parts.ts';
import { optional } from './optional.ts';

export const courseRegistrationSchema: JSONSchemaType<CourseRegistrationFormDef> = {
  type: 'object',
  description:
    'A course registration: first, last and father name, gender, email, phone, CNIC, address; the instructions and the fee.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'account', 'theme', 'fee', 'instructions', 'addressLabel', 'phone'],
  properties: {
    kind: { type: 'string', const: 'course-registration', description: 'The form kind: course-registration.' },
    route: routeSchema('/bls-course-registration'),
    title: text('Heading shown above the form.', 120),
    account: accountKeySchema('Key of the merchant account in `accounts` that receives the fees.'),
    theme: themeSchema,
    logo: optional(logoSchema),
    fee: fixedPriceSchema('The course fee', '{ amount: 17000, currency: PKR }'),
    instructions: {
      type: 'array',
      minItems: 1,
      items: text('One instruction, a sentence or two.', 400),
      description: 'What a registrant must know before paying, shown as a list above the form.',
    },
    addressLabel: text('Label of the address field, e.g. Hospital / institution address.', 60),
    phone: phoneSchema,
    callback: callbackSchema,
    submitFlow: optional(submitFlowSchema),
  },
};
