/** Schemas of the fields a form definition describes: a select's options, the phone, the purpose select. */
import { Type } from '@sinclair/typebox';
import { text } from './form-parts.ts';
import { stringEnum, strictObject } from './schema-builders.ts';

/** One entry of a select list: `value` is what is sent, `label` what the donor reads (default: value). */
export const optionSchema = strictObject(
  {
    value: text('What the form sends when this choice is picked, e.g. WaterWell. Unique within the list.', 100),
    label: Type.Optional(text('What the donor reads, e.g. Water Well. Default: the value.', 100)),
  },
  'One choice of a select list.',
);

/** The phone field of a form ("WhatsApp Number" on most grids). */
export const phoneSchema = strictObject(
  {
    label: text('Label of the field, e.g. WhatsApp Number.', 60),
    placeholder: Type.Optional(text('Hint shown in the empty field, e.g. 03XXXXXXXXX.', 60)),
    required: Type.Boolean({ description: 'Whether the form refuses to submit without a phone number.' }),
    submitMessage: Type.Optional(
      text(
        "Message when the phone is empty on submit, e.g. 'WhatsApp Number is required.'. While typing the form always says 'Phone number is required.'.",
        100,
      ),
    ),
  },
  'The phone field of the form.',
);

/** The purpose select of a grid form: `donationType` on most, `paymentType` on ipchih. */
export const purposeSchema = strictObject(
  {
    field: stringEnum(
      ['donationType', 'paymentType'],
      'Name of the field the form sends: donationType on most forms, paymentType on ipchih.',
    ),
    label: text('Label of the select, e.g. Donation purpose.', 60),
    requiredMessage: text("Message when nothing is chosen, e.g. 'Donation type is required.'.", 100),
    options: Type.Array(optionSchema, { minItems: 1, description: 'The choices, in display order.' }),
  },
  'The select that says what the payment is for.',
);
