/**
 * A form kind: the schema and the facts of the basic life support course registration: the registrant's
 * details, the instructions and the fee, which the server charges from `fee` whatever the request says.
 */
import { Type } from '@sinclair/typebox';
import { phoneSchema } from '../../schema/field-parts.ts';
import { fixedPriceSchema } from '../../schema/fixed-price-schema.ts';
import { accountKeySchema, afterOrderProperties, headProperties, lookProperties, text } from '../../schema/form-parts.ts';
import { strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { CourseRegistrationFormDef } from '../../types.ts';
import { oneAccount } from '../kind-parts.ts';
import { courseRegistrationFields } from './rules.ts';
import { checkCourseRegistration } from './checks.ts';

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

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template.
 */
export const courseRegistrationKind = {
  schema: courseRegistrationSchema,
  payment: 'order',
  paymentName: 'course-registration',
  formAction: 'checkout',
  fields: courseRegistrationFields,
  checks: checkCourseRegistration,
  accounts: oneAccount,
  template: 'templates/CourseRegistrationForm.tsx',
} satisfies KindDefinition<CourseRegistrationFormDef>;
