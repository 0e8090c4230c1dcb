/**
 * One set of rules per form, used live in the page (per field, on change) and by the proxy on every
 * request (all fields, submit mode). Checks differ by mode where the spec says they do (spec section 5):
 * e.g. an empty phone says 'Phone number is required.' live but the form's own text on submit.
 */
import * as z from 'zod/mini';
import type { FormDef } from '../types.ts';
import type { FieldSchema } from './field-schemas.ts';
import { membershipRenewalFields } from './membership-renewal-rules.ts';
import { standardGridFields } from './standard-grid-rules.ts';

export type CheckMode = 'live' | 'submit';

/** Field values as the page holds them: field name -> string. */
export type FormValues = Record<string, string>;

/** Per field: the schema for each mode; `live: null` means the field has no live check. */
export interface FieldRule {
  live: FieldSchema | null;
  submit: FieldSchema;
}

export type CheckResult =
  | { ok: true; values: FormValues }
  | { ok: false; errors: Record<string, string> };

export interface FormRules {
  /** The fields the form sends, in display order. */
  readonly fields: readonly string[];
  /** The first problem with one field given the current value, or undefined when it is fine. */
  checkField(field: string, value: unknown, mode: CheckMode): string | undefined;
  /**
   * Every field at once. On success `values` holds exactly the form's fields, trimmed; unknown keys are
   * dropped. On failure `errors` maps each failing field to its first message.
   */
  check(values: unknown, mode: CheckMode): CheckResult;
}

/** The field rules a form kind implies. */
function fieldRules(form: FormDef): Record<string, FieldRule> {
  switch (form.kind) {
    case 'standard-grid':
      return standardGridFields(form);
    case 'membership-renewal':
      return membershipRenewalFields(form);
  }
}

/** Builds the rules for one form definition from an org file. Pure; safe to call in the browser. */
export function rulesFor(form: FormDef): FormRules {
  return rulesFromFields(fieldRules(form));
}

/** Rules over the given field rules (keyed by field name, in display order), e.g. one step of a form. */
export function rulesFromFields(rules: Record<string, FieldRule>): FormRules {
  const fields = Object.keys(rules);
  const objects = {
    live: z.object(Object.fromEntries(fields.map((f) => [f, rules[f]!.live ?? z.unknown()]))),
    submit: z.object(Object.fromEntries(fields.map((f) => [f, rules[f]!.submit]))),
  };
  return {
    fields,
    checkField(field, value, mode) {
      const rule = rules[field];
      const schema = rule && (mode === 'live' ? rule.live : rule.submit);
      if (!schema) return undefined;
      const result = schema.safeParse(value);
      return result.success ? undefined : result.error.issues[0]?.message;
    },
    check(values, mode) {
      const input = typeof values === 'object' && values !== null && !Array.isArray(values) ? values : {};
      const result = objects[mode].safeParse(input);
      if (result.success) return { ok: true, values: result.data as FormValues };
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!(field in errors)) errors[field] = issue.message;
      }
      return { ok: false, errors };
    },
  };
}
