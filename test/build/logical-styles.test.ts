/**
 * The pages' stylesheet names no physical horizontal direction, so the Urdu pages (dir="rtl") mirror
 * the English ones with no overrides; and the check finds what it is for.
 */
import { readFile } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { STYLES_SOURCE } from '../../build/stylesheet.ts';
import { declarations, physicalDirections } from './helpers/physical-directions.ts';

test('templates/styles.css uses logical directions only', async () => {
  const css = await readFile(STYLES_SOURCE, 'utf8');
  assert.ok(declarations(css).length > 100, 'the stylesheet was not read as declarations');
  assert.equal(physicalDirections(css), []);
});

test('every declaration is found, inside @media and @keyframes, and comments, strings and selectors are not', () => {
  const css = `/* a; b: c { */ a:hover { color: red; content: "x; y: z" }
@media (min-width: 720px) { .b { margin: 0 !important } }
@keyframes spin { to { transform: rotate(1turn) } }`;
  assert.equal(declarations(css), [
    { property: 'color', value: 'red', line: 1 },
    { property: 'content', value: '"x; y: z"', line: 1 },
    { property: 'margin', value: '0', line: 2 },
    { property: 'transform', value: 'rotate(1turn)', line: 3 },
  ]);
});

test('physical properties, keywords, translates and lopsided shorthands are named with their line', () => {
  const css = `.a { margin-left: 1rem; padding-right: 0; border-left: 4px solid; border-right-color: red; }
.b { left: 0; right: 0; text-align: left; float: right; clear: left; }
.c { transform: translateX(-50%); translate: 10px; border-top-left-radius: 0; }
.d { margin: 0 1rem 0 2rem; inset: 0 auto 0 0; border-radius: 0 1rem 1rem 0; }`;
  const found = physicalDirections(css);
  assert.is(found.length, 15, found.join('\n'));
  assert.ok(found.includes('line 1: margin-left: 1rem (a left/right property)'), found.join('\n'));
  assert.ok(found.includes('line 2: text-align: left (a left/right keyword)'), found.join('\n'));
  assert.ok(found.includes('line 3: transform: translateX(-50%) (a horizontal translate)'), found.join('\n'));
  assert.ok(found.includes('line 4: inset: 0 auto 0 0 (right and left sides that differ)'), found.join('\n'));
});

test('logical and symmetric declarations pass', () => {
  const css = `.a { margin-inline-start: 1rem; padding-inline-end: 0; border-inline-start: 4px solid; text-align: start; }
.b { inset-inline: 0; margin: 0 auto; padding: 1rem 2rem 0; border-radius: 1rem 1rem 0 0; transform: translate(0, -2px); }
.c { --gap-left: 1rem; background: url(arrow-left.svg); content: "left"; clip-path: inset(50%); direction: ltr; }`;
  assert.equal(physicalDirections(css), []);
});

test.run();
