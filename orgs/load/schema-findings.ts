/**
 * Checks parsed org data against the JSON Schema and words ajv's errors for maintainers: enums list
 * their allowed values, unknown properties are named with the ones allowed, patterns are described in
 * words rather than shown as regular expressions.
 */
import { Ajv, type ErrorObject } from 'ajv';
import { orgSchema } from '../org-schema.ts';
import type { Org } from '../types.ts';
import { describePattern } from '../schema/patterns.ts';
import { childPath, type Finding } from './finding.ts';

// verbose: errors carry the failing data and the schema around them, used for the wording below.
// discriminator: a form is checked against the schema of its own kind only.
const validate = new Ajv({ allErrors: true, verbose: true, discriminator: true }).compile(orgSchema);

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping of names to values',
  array: 'a list',
};

/**
 * Properties an org file used to have, by their JSON pointer, with where their meaning lives now: the
 * unknown-property message says so, as a maintainer's file written for the older schema meets it first.
 */
const MOVED: Readonly<Record<string, string>> = {
  '/frameAncestors': 'moved to embed.origins (embed: {origins: [https://www.example.org]}), which also lets those sites size the frame',
};

/** A readable message for one ajv error; `undefined` for errors another error already explains. */
function findingFor(error: ErrorObject): Finding | undefined {
  const path = error.instancePath || '/';
  const params = error.params as Record<string, unknown>;
  // An item that fails a `contains` test is no mistake; the list's own finding says what is missing.
  if (error.schemaPath.includes('/contains/')) return undefined;
  switch (error.keyword) {
    case 'contains': {
      const wanted = (error.parentSchema as { contains?: { const?: unknown } }).contains?.const;
      return { path, message: wanted === undefined ? 'lacks an item it needs' : `must include ${String(wanted)}` };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema?.properties as object | undefined) ?? {}).join(', ');
      const moved = MOVED[childPath(path, name)];
      return {
        path,
        message: moved
          ? `has unknown property '${name}': ${moved}`
          : `has unknown property '${name}'; remove it, or use one of: ${allowed}`,
        anchor: { pointer: childPath(path, name), key: true },
      };
    }
    case 'required':
      return { path, message: `must have required property '${String(params.missingProperty)}'` };
    case 'enum':
      return { path, message: `must be equal to one of the allowed values: ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'const':
      return { path, message: `must be ${String(params.allowedValue)}` };
    case 'type': {
      const empty = error.data === null ? ' (it is empty)' : '';
      return { path, message: `must be ${typeNames[String(params.type)] ?? String(params.type)}${empty}` };
    }
    case 'pattern':
      // A property-name mismatch is reported by its `propertyNames` error, which names the key.
      if (error.propertyName !== undefined) return undefined;
      return { path, message: `must be ${describePattern(String(params.pattern)) ?? `matching ${String(params.pattern)}`}` };
    case 'propertyNames': {
      const name = String(params.propertyName);
      return {
        path,
        message: `has key '${name}', which must be ${describePattern(String((error.schema as { pattern?: string }).pattern)) ?? 'a valid name'}`,
        anchor: { pointer: childPath(path, name), key: true },
      };
    }
    case 'minLength':
      return { path, message: params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters long` };
    case 'maxLength':
      return { path, message: `must be at most ${String(params.limit)} characters long` };
    case 'minItems':
      return { path, message: params.limit === 1 ? 'must list at least one item' : `must list at least ${String(params.limit)} items` };
    case 'minProperties':
      return { path, message: params.limit === 1 ? 'must have at least one entry' : `must have at least ${String(params.limit)} entries` };
    case 'uniqueItems': {
      const [first, second] = [Number(params.i), Number(params.j)].sort((a, b) => a - b);
      return {
        path,
        message: `must not list the same value twice (items ${first} and ${second} are equal)`,
        anchor: { pointer: childPath(path, second!) },
      };
    }
    case 'discriminator': {
      const tag = String(params.tag);
      const kinds = ((error.parentSchema?.oneOf as { properties: Record<string, { const: string }> }[] | undefined) ?? [])
        .map((branch) => branch.properties[tag]?.const)
        .join(', ');
      if (params.error === 'mapping') return { path: childPath(path, tag), message: `must be one of the form kinds: ${kinds}` };
      return { path, message: `must have required property '${tag}' (one of the form kinds: ${kinds})` };
    }
    case 'minimum':
      return { path, message: `must be at least ${String(params.limit)}` };
    case 'maximum':
      return { path, message: `must be at most ${String(params.limit)}` };
    case 'exclusiveMinimum':
      return { path, message: `must be greater than ${String(params.limit)}` };
    default:
      return { path, message: error.message ?? `fails the schema rule '${error.keyword}'` };
  }
}

/** Validates `data` (plain JS from YAML) as an org; on success the data is typed. */
export function checkSchema(data: unknown): { ok: true; org: Org } | { ok: false; findings: Finding[] } {
  if (validate(data)) return { ok: true, org: data };
  const findings = (validate.errors ?? []).map(findingFor).filter((finding) => finding !== undefined);
  return { ok: false, findings };
}
