/** Schemas of the fields a form definition describes: a select's options, the phone, the purpose select. */
import type { JSONSchemaType } from 'ajv';
import type { OptionDef, PhoneFieldDef, PurposeFieldDef } from '../types.ts';
import { text } from './form-parts.ts';
import { optional } from './optional.ts';

export const optionSchema: JSONSchemaType<OptionDef> = {
  type: 'object',
  description: 'One choice of a select list.',
  additionalProperties: false,
  required: ['value'],
  properties: {
    value: text('What the form sends when this choice is picked, e.g. WaterWell. Unique within the list.', 100),
    label: optional(text('What the donor reads, e.g. Water Well. Default: the value.', 100)),
  },
};

export const phoneSchema: JSONSchemaType<PhoneFieldDef> = {
  type: 'object',
  description: 'The phone field of the form.',
  additionalProperties: false,
  required: ['label', 'required'],
  properties: {
    label: text('Label of the field, e.g. WhatsApp Number.', 60),
    placeholder: optional(text('Hint shown in the empty field, e.g. 03XXXXXXXXX.', 60)),
    required: { type: 'boolean', description: 'Whether the form refuses to submit without a phone number.' },
    submitMessage: optional(
      text(
        "Message when the phone is empty on submit, e.g. 'WhatsApp Number is required.'. While typing the form always says 'Phone number is required.'.",
        100,
      ),
    ),
  },
};

export const purposeSchema: JSONSchemaType<PurposeFieldDef> = {
  type: 'object',
  description: 'The select that says what the payment is for.',
  additionalProperties: false,
  required: ['field', 'label', 'requiredMessage', 'options'],
  properties: {
    field: {
      type: 'string',
      enum: ['donationType', 'paymentType'],
      description: 'Name of the field the form sends: donationType on most forms, paymentType on ipchih.',
    },
    label: text('Label of the select, e.g. Donation purpose.', 60),
    requiredMessage: text("Message when nothing is chosen, e.g. 'Donation type is required.'.", 100),
    options: {
      type: 'array',
      minItems: 1,
      items: optionSchema,
      description: 'The choices, in display order.',
    },
  },
};
