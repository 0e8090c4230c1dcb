/**
 * The rules of a form, built from its field rules: used live in the page (per field, on change) and by
 * the proxy on every request (all fields, submit mode); `rules-for.ts` picks the field rules by kind. Checks differ by mode where the spec says they do:
 * e.g. an empty phone says 'Phone number is required.' live but the form's own text on submit.
 */
import * as z from 'zod/mini';
import { isRecord } from '../is-record.ts';
import type { FieldSchema } from './field-schemas.ts';

export type CheckMode = 'live' | 'submit';

/** Field values as the page holds them: field name -> string. */
export type FormValues = Record<string, string>;

/**
 * The values of a form whose field rules are `Fields` (what a kind's `*Fields` function returns), as its
 * submit check passes them: only its own field names type-check, so a misspelt name is a type error.
 */
export type FieldValues<Fields> = { readonly [Name in KeysOfUnion<Fields>]?: string };

/** Every key of every member of `T` (a form whose fields depend on its org file returns a union). */
type KeysOfUnion<T> = T extends unknown ? keyof T : never;

/** The field names of the rules `Fields` (a kind's `*Fields` result). */
export type FieldNames<Fields> = Extract<KeysOfUnion<Fields>, string>;

/** Per field: the schema for each mode; `live: null` means the field has no live check. */
export interface FieldRule {
  live: FieldSchema | null;
  submit: FieldSchema;
  /** A check against other fields, e.g. the amount against the chosen currency's minimum. */
  across?: AcrossRule;
}

/** A field rule with the same schema live and on submit. */
export function both(schema: FieldSchema): FieldRule {
  return { live: schema, submit: schema };
}

/**
 * A check of one field that reads other fields too. It runs only once the field and every field in
 * `reads` pass their own checks, and sees their checked (trimmed) values.
 */
export interface AcrossRule {
  /** The other fields it reads; a live change to one of them re-checks this field. */
  reads: readonly string[];
  /** Per mode, the message for `values` or undefined when fine; a mode left out has no such check. */
  live?: (values: FormValues) => string | undefined;
  submit?: (values: FormValues) => string | undefined;
}

export type CheckResult = { ok: true; values: FormValues } | { ok: false; errors: Record<string, string> };

export interface FormRules {
  /** The fields the form sends, in display order. */
  readonly fields: readonly string[];
  /**
   * The first problem with one field given the current value, or undefined when it is fine. `others`
   * holds the other fields' values for checks that read them (see `AcrossRule`); without it they are skipped.
   */
  checkField(field: string, value: unknown, mode: CheckMode, others?: Record<string, unknown>): string | undefined;
  /** The fields whose checks read `field`, so a change to it re-checks them. */
  dependents(field: string): readonly string[];
  /**
   * Every field at once. On success `values` holds exactly the form's fields, trimmed; unknown keys are
   * dropped. On failure `errors` maps each failing field to its first message.
   */
  check(values: unknown, mode: CheckMode): CheckResult;
}

/** A field's own check: the value as its schema returns it, or the first message. */
type OwnResult = { ok: true; value: unknown } | { ok: false; message: string };

/** Rules over the given field rules (keyed by field name, in display order), e.g. one step of a form. */
export function rulesFromFields(rules: Record<string, FieldRule>): FormRules {
  const fields = Object.keys(rules);
  const objects = {
    live: z.object(Object.fromEntries(fields.map((f) => [f, rules[f]!.live ?? z.unknown()]))),
    submit: z.object(Object.fromEntries(fields.map((f) => [f, rules[f]!.submit]))),
  };
  /** The field's own check: its value as checked, or its message. Without a schema the value passes as given. */
  function own(field: string, value: unknown, mode: CheckMode): OwnResult {
    const rule = rules[field];
    const schema = rule && (mode === 'live' ? rule.live : rule.submit);
    if (!schema) return { ok: true, value };
    const result = schema.safeParse(value);
    return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? '' };
  }

  /** The across check of `field` in `mode` over raw `values`, when the field and the fields it reads pass. */
  function across(field: string, values: Record<string, unknown>, mode: CheckMode): string | undefined {
    const rule = rules[field]?.across;
    const check = rule?.[mode];
    if (!rule || !check) return undefined;
    const checked: FormValues = {};
    for (const name of [field, ...rule.reads]) {
      const result = own(name, values[name], mode);
      if (!result.ok) return undefined;
      checked[name] = typeof result.value === 'string' ? result.value : '';
    }
    return check(checked);
  }

  return {
    fields,
    checkField(field, value, mode, others) {
      const result = own(field, value, mode);
      if (!result.ok) return result.message;
      return others ? across(field, { ...others, [field]: value }, mode) : undefined;
    },
    dependents(field) {
      return fields.filter((name) => rules[name]!.across?.reads.includes(field));
    },
    check(values, mode) {
      const input = isRecord(values) ? values : {};
      const result = objects[mode].safeParse(input);
      const errors: Record<string, string> = {};
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (!(field in errors)) errors[field] = issue.message;
        }
      }
      for (const field of fields) {
        const message = field in errors ? undefined : across(field, input, mode);
        if (message) errors[field] = message;
      }
      if (result.success && Object.keys(errors).length === 0) return { ok: true, values: result.data as FormValues };
      return { ok: false, errors };
    },
  };
}
