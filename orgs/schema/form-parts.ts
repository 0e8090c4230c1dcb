/** Schemas of the parts a form definition is built from (options, phone, purpose, logo), spec section 3. */
import type { JSONSchemaType } from 'ajv';
import type { OptionDef, PhoneFieldDef, PurposeFieldDef, SubmitFlowDef } from '../types.ts';
import { optional } from './optional.ts';
import { patterns } from './patterns.ts';

/** A non-empty piece of text of at most `maxLength` characters, e.g. a label or a heading. */
export function text(description: string, maxLength = 200) {
  return { type: 'string' as const, minLength: 1, maxLength, description };
}

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

export const logoSchema: JSONSchemaType<{ src: string; alt: string }> = {
  type: 'object',
  description: 'Logo shown above the form.',
  additionalProperties: false,
  required: ['src', 'alt'],
  properties: {
    src: {
      type: 'string',
      pattern: patterns.assetPath.pattern,
      description: 'Image file relative to the orgs/ folder, e.g. assets/ndf-logo.svg.',
    },
    alt: text('Text read out in place of the image, e.g. NDF logo.', 100),
  },
};

export const submitFlowSchema: JSONSchemaType<SubmitFlowDef> = {
  type: 'object',
  description: 'What the page does after the order is created; leave out for the standard behaviour.',
  additionalProperties: false,
  required: [],
  properties: {
    redirectText: optional(text("Popup text before the donor is sent to pay. Default: 'Redirecting to Marketplace'.", 100)),
    popupMs: optional({
      type: 'integer',
      minimum: 500,
      maximum: 10000,
      description: 'How long the success and gateway-error popups show, in milliseconds. Default: 1500.',
    }),
    redirectAfterMs: optional({
      type: 'integer',
      minimum: 0,
      maximum: 10000,
      description: 'Milliseconds from the success popup to the redirect. Default: 1500.',
    }),
    clearAfterRedirect: optional({
      type: 'boolean',
      description: 'Empty the form once the redirect has started. Default: false.',
    }),
  },
};
