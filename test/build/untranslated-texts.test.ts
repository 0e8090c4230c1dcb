/**
 * `untranslatedTexts`: the texts an org's Urdu pages show without a translation, each at its first
 * place in the org file; none once the file (or the glossary) gives them, none for an English-only org.
 */
import { readFile } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { untranslatedTexts } from '../../build/untranslated-texts.ts';
import type { LoadedOrg } from '../../orgs/types.ts';
import { loadedFixtureOrg } from '../helpers/fixture-orgs.ts';

let grid: LoadedOrg;

test.before(async () => {
  grid = await loadedFixtureOrg('grid-three-currencies');
});

test('the title and the org name without Urdu are reported at their line and column in the file', async () => {
  const found = await untranslatedTexts(grid);
  const lines = (await readFile(grid.file, 'utf8')).split('\n');
  const title = found.find((problem) => problem.path === '/forms/0/title');
  assert.ok(title, JSON.stringify(found, null, 1));
  assert.is(title!.file, grid.file);
  assert.ok(lines[title!.line - 1]!.slice(title!.col - 1).startsWith(grid.org.forms[0]!.title), 'points at the title');
  assert.match(title!.message, /has no Urdu translation; add it under translations/);
  assert.ok(found.some((problem) => problem.path === '/displayName'));
});

test('a text the org file translates is not reported; an English-only org has nothing to report', async () => {
  const translated = structuredClone(grid);
  translated.org.translations = { ur: { [grid.org.forms[0]!.title]: 'عطیہ', [grid.org.displayName]: 'فکسچر' } };
  const paths = (await untranslatedTexts(translated)).map((problem) => problem.path);
  assert.not.ok(paths.includes('/forms/0/title'));
  assert.not.ok(paths.includes('/displayName'));
  const englishOnly = structuredClone(grid);
  englishOnly.org.languages = ['en'];
  assert.equal(await untranslatedTexts(englishOnly), []);
});

test.run();
