/**
 * A page ships the messages whose keys are string literals in its script (`messageKeysIn`), so no
 * code may build a key at run time: a template literal that starts with an area's name and puts a
 * value in (`rules.${field}Required`) is refused here, and a cast to `MessageKey` (the only other way to
 * make a key the type checker accepts) too.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CATALOGUES } from '../../../orgs/i18n/catalogue.ts';
import { messageKeysIn } from '../../../templates/i18n/page-messages.ts';

const root = join(import.meta.dirname, '../../..');
const AREAS = Object.keys(CATALOGUES.en);

/** Every .ts/.tsx file under `folder`, recursively. */
async function sources(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The places in `code` where a message key is built at run time or cast into being. */
function builtKeys(code: string): string[] {
  const areas = AREAS.join('|');
  const built = new RegExp(`\`(?:${areas})\\.[^\`]*\\$\\{`, 'g');
  return [...code.matchAll(built), ...code.matchAll(/as\s+MessageKey\b/g)].map((match) => match[0]);
}

test('no code builds a message key at run time', async () => {
  const files = [...(await sources('templates')), ...(await sources('orgs')), ...(await sources('proxy')), ...(await sources('build'))];
  const found: string[] = [];
  for (const file of files) {
    for (const place of builtKeys(await readFile(join(root, file), 'utf8'))) found.push(`${file}: ${place}`);
  }
  assert.equal(found, []);
});

test('the check sees a built key and a cast', () => {
  const placeholder = (name: string) => `$${'{'}${name}}`;
  assert.equal(builtKeys(`t(\`common.${placeholder('name')}\`)`).length, 1);
  assert.equal(builtKeys('t(name as MessageKey)').length, 1);
  assert.equal(builtKeys(`t('common.languageSwitch'); const s = \`x.${placeholder('y')}\``), []);
});

test('a script ships the catalogue keys written in it, and nothing that only looks like a key', () => {
  const code = 'const a="common.languageSwitch",b=`common.languageSwitch`,c="common.nothing",d="example.org";';
  assert.equal([...messageKeysIn(code)], ['common.languageSwitch']);
  assert.equal([...messageKeysIn('x="a.b"')], []);
});

test.run();
