/**
 * Every page `forms build --all` writes is valid HTML by the W3C Nu HTML Checker (npm `vnu-jar`), the
 * checker browsers' makers and search engines' tools agree with: forms and thank-you pages, English and
 * Urdu, of every org file in `orgs/`. Half the orgs (every other file) are given a `siteUrl`, so the
 * pages with canonical links, absolute alternates and Open Graph tags are checked as well as those
 * without. One page the build never writes, with an error the pages once had, goes through the same run:
 * the checker must report it, so a checker that ran on nothing cannot pass.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pageFolder, thankYouFolder } from '../../build/site-paths.ts';
import { defaultOrgsDir, loadOrgs } from '../../orgs/load-orgs.ts';
import { languagesOf } from '../../orgs/org-languages.ts';
import type { LoadedOrg } from '../../orgs/types.ts';
import { runCli } from '../cli/helpers/run-cli.ts';
import { type NuError, nuErrors } from './helpers/nu-checker.ts';

/** An input with `autocomplete="street-address"`, which HTML allows only on a textarea. */
const CANARY = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Canary</title></head>
<body><form><label for="a">Address</label><input id="a" name="a" autocomplete="street-address"></form></body></html>
`;

let root: string;
let orgs: LoadedOrg[];
let pages: string[];
let canary: string;
let errors: NuError[];

/** Every `index.html` under `dir`, as absolute paths. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

test.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-valid-html-'));
  const orgsDir = join(root, 'orgs');
  await cp(defaultOrgsDir, orgsDir, { recursive: true });
  const files = (await readdir(orgsDir)).filter((name) => name.endsWith('.yaml')).sort();
  for (const name of files.filter((_, index) => index % 2 === 0)) {
    const path = join(orgsDir, name);
    const text = await readFile(path, 'utf8');
    const id = name.slice(0, -'.yaml'.length);
    await writeFile(
      path,
      text.replace(/^displayName: .*$/m, (line) => `${line}\nsiteUrl: https://${id}.forms.test/give/`),
    );
  }
  orgs = await loadOrgs(orgsDir);
  const out = join(root, 'public');
  const built = runCli(['build', '--all', '--orgs', orgsDir, '--out', out]);
  assert.is(built.status, 0, built.stderr);
  pages = await htmlFiles(out);
  canary = join(root, 'canary', 'index.html');
  await mkdir(join(root, 'canary'));
  await writeFile(canary, CANARY);
  errors = await nuErrors([...pages, canary]);
});

test.after(async () => {
  await rm(root, { recursive: true, force: true });
});

test('the checker ran: it reports the error of the page written to catch it', () => {
  const caught = errors.filter((error) => fileURLToPath(error.url) === canary);
  assert.ok(
    caught.some((error) => error.message.includes('street-address')),
    `the checker's errors for the canary page: ${JSON.stringify(caught)}`,
  );
});

test('it checked every form and thank-you page, in every language of each org, with and without a siteUrl', () => {
  const checked = new Set(pages);
  for (const { org } of orgs) {
    for (const form of org.forms) {
      for (const language of languagesOf(org)) {
        for (const folder of [pageFolder(form.route, language), thankYouFolder(form.route, language)]) {
          const path = join(root, 'public', org.id, folder, 'index.html');
          assert.ok(checked.has(path), `${org.id}/${folder}/index.html was built and checked`);
        }
      }
    }
  }
  assert.ok(orgs.some(({ org }) => org.siteUrl) && orgs.some(({ org }) => !org.siteUrl), 'orgs with and without siteUrl');
});

test('no built page has an error', () => {
  const found = errors.filter((error) => fileURLToPath(error.url) !== canary);
  // One line per message, with how many pages have it and one of them, so a failure reads at a glance.
  const byMessage = new Map<string, NuError[]>();
  for (const error of found) byMessage.set(error.message, [...(byMessage.get(error.message) ?? []), error]);
  const report = [...byMessage].map(
    ([message, all]) => `${all.length}x ${message}\n   e.g. ${all[0]!.url}:${all[0]!.lastLine ?? ''} ${all[0]!.extract ?? ''}`,
  );
  assert.equal(report, [], `${found.length} errors:\n${report.join('\n')}`);
});

test.run();
