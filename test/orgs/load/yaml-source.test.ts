import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseYaml, pointerSegments, positionOf } from '../../../orgs/load/yaml-source.ts';

const text = ['# comment', 'id: acme', 'forms:', '  - route: /a', '    currencies: [PKR, USD]', '    a~b/c: 1', ''].join('\n');
const source = parseYaml(text);

test('pointerSegments decodes ~1 and ~0', () => {
  assert.equal(pointerSegments('/forms/0/a~0b~1c'), ['forms', '0', 'a~b/c']);
  assert.equal(pointerSegments('/'), []);
  assert.equal(pointerSegments(''), []);
});

test('positionOf points at a value, a list item and an escaped key', () => {
  assert.equal(positionOf(source, { pointer: '/id' }), { line: 2, col: 5 });
  assert.equal(positionOf(source, { pointer: '/forms/0/currencies/1' }), { line: 5, col: 23 });
  assert.equal(positionOf(source, { pointer: '/forms/0/a~0b~1c' }), { line: 6, col: 12 });
});

test('positionOf with key points at the key of the entry', () => {
  assert.equal(positionOf(source, { pointer: '/forms/0/currencies', key: true }), { line: 5, col: 5 });
});

test('positionOf falls back to the deepest node that exists', () => {
  assert.equal(positionOf(source, { pointer: '/forms/0/title' }), { line: 4, col: 5 });
  assert.equal(positionOf(source, { pointer: '/forms/3' }), { line: 4, col: 3 });
  assert.equal(positionOf(source, { pointer: '/' }), { line: 2, col: 1 });
});

test('an empty value points at its key', () => {
  const empty = parseYaml('id: acme\nlogo:\n');
  assert.equal(positionOf(empty, { pointer: '/logo' }).line, 2);
});

test('parseYaml keeps syntax errors instead of throwing', () => {
  const broken = parseYaml('id: [acme\nname: x\n');
  assert.ok(broken.doc.errors.length > 0);
  assert.equal(parseYaml('id: acme\n').doc.errors, []);
});

test.run();
