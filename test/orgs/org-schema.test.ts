/** The org file JSON Schema: hints on every property, closed objects, and the committed JSON copy. */
import { readFile } from 'node:fs/promises';
import { Ajv } from 'ajv';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orgSchema, orgSchemaJson } from '../../orgs/org-schema.ts';

type SchemaNode = Record<string, unknown>;

/** Every subschema with its JSON pointer inside the schema. */
function* subschemas(node: SchemaNode, at = ''): Generator<[string, SchemaNode]> {
  yield [at, node];
  for (const [name, inner] of Object.entries((node.properties as Record<string, SchemaNode>) ?? {})) {
    yield* subschemas(inner, `${at}/properties/${name}`);
  }
  if (node.items) yield* subschemas(node.items as SchemaNode, `${at}/items`);
  for (const [index, branch] of ((node.oneOf as SchemaNode[] | undefined) ?? []).entries()) {
    yield* subschemas(branch, `${at}/oneOf/${index}`);
  }
  if (typeof node.additionalProperties === 'object') {
    yield* subschemas(node.additionalProperties as SchemaNode, `${at}/additionalProperties`);
  }
}

const all = [...subschemas(orgSchema as unknown as SchemaNode)];

test('the walk sees the nested forms of each kind, purpose, option and membership type schemas', () => {
  const pointers = all.map(([at]) => at);
  assert.ok(pointers.includes('/properties/forms/items/oneOf/0/properties/purpose/properties/options/items/properties/label'));
  assert.ok(pointers.includes('/properties/forms/items/oneOf/1/properties/membershipTypes/items/properties/classFee'));
  assert.ok(pointers.includes('/properties/accounts/additionalProperties/properties/label'));
});

test('every property has a description for editor hints', () => {
  const missing = all.filter(([, node]) => typeof node.description !== 'string' || node.description === '');
  assert.equal(
    missing.map(([at]) => at),
    [],
  );
});

test('every object schema refuses unknown properties', () => {
  const open = all.filter(([, node]) => node.type === 'object' && node.properties && node.additionalProperties !== false);
  assert.equal(
    open.map(([at]) => at),
    [],
  );
});

test('the schema compiles in ajv strict mode', () => {
  const validate = new Ajv({ strict: true, discriminator: true }).compile(orgSchema);
  assert.is(validate({ id: 'x' }), false);
});

test('orgs/org.schema.json is the schema as written by orgSchemaJson()', async () => {
  const committed = await readFile(new URL('../../orgs/org.schema.json', import.meta.url), 'utf8');
  assert.ok(committed === orgSchemaJson(), 'orgs/org.schema.json is out of date; regenerate it with: npm run docs:schema');
});

test('orgSchemaJson is parseable JSON equal to the schema', () => {
  assert.equal(JSON.parse(orgSchemaJson()), orgSchema);
});

test.run();
