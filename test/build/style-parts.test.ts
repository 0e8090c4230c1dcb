/**
 * The stylesheet in parts (build/style-parts.ts): how it splits, which parts a page carries, and the
 * rules that keep a page from missing a style it needs: a rule without a class is in the base, and a
 * class a component builds at run time is styled in the base only, but for the theme's, which a page's
 * HTML names (`theme-${theme}`) and which has a part of its own.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BROWSER_TARGET } from '../../build/bundle-client.ts';
import { pageStyles, selectorsIn, styleParts, type StylePart, wordsIn } from '../../build/style-parts.ts';
import { STYLES_SOURCE } from '../../build/stylesheet.ts';
import { themeSchema } from '../../orgs/schema/form-parts.ts';

/** The themes an org file may name. */
const THEMES: readonly string[] = themeSchema.enum;

const root = join(import.meta.dirname, '../..');
let parts: StylePart[] = [];

test.before(async () => {
  parts = styleParts(await readFile(STYLES_SOURCE, 'utf8'), 'templates/styles.css', BROWSER_TARGET);
});

test('a stylesheet splits at its part markers, the base first, each part minified', () => {
  const split = styleParts(
    'body{margin:0}\n/* part: wizard */\n.wizard  .step { gap: 1rem }\n/* part: lang-ur */\n:lang(ur){line-height:2}',
    'x.css',
    BROWSER_TARGET,
  );
  assert.equal(
    split.map((part) => [part.name, part.css.trim()]),
    [
      ['base', 'body{margin:0}'],
      ['wizard', '.wizard .step{gap:1rem}'],
      ['lang-ur', ':lang(ur){line-height:2}'],
    ],
  );
  assert.equal(split[1]!.selectors, [['wizard', 'step']]);
});

test('selectors are read inside at-rules, and a number is no class', () => {
  assert.equal(selectorsIn('@media (min-width:720px){.a,.b .c{margin:.5rem}}h2{x:1}'), [['a'], ['b', 'c'], []]);
});

test('a page carries the base, the parts one of whose selectors it can match, and its language part', () => {
  const split = styleParts(
    'b{}\n/* part: fee */\n.fee-table .amount{x:1}\n/* part: wiz */\n.wizard{y:1}\n/* part: lang-ur */\n:lang(ur){z:1}',
    'x.css',
    BROWSER_TARGET,
  );
  const css = (language: 'en' | 'ur', text: string) => pageStyles(split, language, wordsIn(text));
  assert.not.match(css('en', 'amount wizard'), /fee-table/, 'amount alone does not bring the fee table');
  assert.match(css('en', 'amount wizard'), /\.wizard/);
  assert.match(css('en', 'fee-table amount'), /fee-table/);
  assert.not.match(css('en', 'x'), /lang\(ur\)/);
  assert.match(css('ur', 'x'), /lang\(ur\)/);
});

test('the project stylesheet: a base and its parts, every rule outside the base and the language parts naming a class', () => {
  assert.is(parts[0]!.name, 'base');
  assert.ok(parts.length >= 5, parts.map((part) => part.name).join());
  const classless = parts
    .filter((part) => part.name !== 'base' && !part.name.startsWith('lang-'))
    .flatMap((part) => part.selectors.filter((classes) => classes.length === 0).map(() => part.name));
  assert.equal(classless, []);
});

/** Every .tsx file under templates/. */
async function templates(): Promise<string[]> {
  const entries = await readdir(join(root, 'templates'), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.tsx')).map((entry) => join(entry.parentPath, entry.name));
}

test('a class a component builds at run time (a prefix then a value) is styled in the base only, but for a theme part', async () => {
  const prefixes = new Set<string>();
  for (const file of await templates()) {
    const code = await readFile(file, 'utf8');
    // `theme-${theme}` builds a class; `card-result${paid ? ' card-result--paid' : ''}` only adds whole ones.
    for (const [, prefix] of code.matchAll(/className=\{`[^`]*?([A-Za-z_][\w-]*[-_])\$\{/g)) prefixes.add(prefix!);
  }
  assert.ok(prefixes.has('theme-'), 'the check finds the theme class');
  // A page's theme is its org file's, and the server render writes `theme-<theme>` into the page's HTML,
  // so the theme's own part (`theme-dark`) holds it; no other part may hold a built class.
  const themeParts = new Set(THEMES.map((theme) => `theme-${theme}`));
  const misplaced = parts
    .filter((part) => part.name !== 'base')
    .flatMap((part) =>
      part.selectors
        .flat()
        .filter((cls) => !(themeParts.has(part.name) && cls === part.name) && [...prefixes].some((prefix) => cls.startsWith(prefix))),
    );
  assert.equal(misplaced, []);
});

test("every theme an org file may name has its part, and a page carries its own theme's colours and no other's", () => {
  assert.ok(THEMES.length > 1);
  const css = (theme: string) => pageStyles(parts, 'en', wordsIn(`<main class="form-page theme-${theme}">`));
  for (const theme of THEMES) {
    assert.match(css(theme), new RegExp(`\\.theme-${theme}\\{[^}]*--accent:`), theme);
    for (const other of THEMES.filter((each) => each !== theme)) assert.not.match(css(theme), `.theme-${other}`, `${theme} page`);
  }
  assert.match(css('dark'), /\.theme-dark\{[^}]*color-scheme:dark/);
});

test.run();
