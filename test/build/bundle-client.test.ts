/**
 * The client bundle: hashed names that follow the contents, the size budget of a form page's script
 * (85 KB gzipped for the entry and every chunk it imports statically), and the messages its page must carry.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient, type ClientBundle } from '../../build/bundle-client.ts';
import { stylesheetPath } from '../../build/stylesheet.ts';
import { messageKeysIn } from '../../templates/i18n/page-messages.ts';

const BUDGET_BYTES = 85 * 1024;
let bundle: ClientBundle;
let dir = '';

test.before(async () => {
  bundle = await bundleClient();
  dir = await mkdtemp(join(tmpdir(), 'forms-bundle-'));
});

/** The entry's output and every output it imports statically, transitively. */
function staticClosure(result: ClientBundle, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of result.metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entry);
  return [...seen];
}

test.after(() => rm(dir, { recursive: true, force: true }));

test('each entry has a hashed output among the files', () => {
  assert.match(bundle.entries.forms['standard-grid'], /^assets\/form-standard-grid-[A-Z0-9]{8}\.js$/);
  assert.match(bundle.entries.forms['membership-renewal'], /^assets\/form-membership-renewal-[A-Z0-9]{8}\.js$/);
  assert.match(bundle.entries['thank-you'], /^assets\/thank-you-[A-Z0-9]{8}\.js$/);
  assert.match(bundle.entries.styles, /^assets\/styles-[A-Z0-9]{8}\.css$/);
  const paths = bundle.files.map((file) => file.path);
  const { forms, ...shared } = bundle.entries;
  for (const entry of [...Object.values(forms), ...Object.values(shared)]) assert.ok(paths.includes(entry), entry);
});

/** Gzipped bytes of the outputs at `paths`. */
const gzipped = (paths: string[]) =>
  paths.reduce((sum, path) => sum + gzipSync(bundle.files.find((file) => file.path === path)!.contents).length, 0);

test('the standard form script (entry and its static imports) is at most 85 KB gzipped', () => {
  const outputs = staticClosure(bundle, bundle.entries.forms['standard-grid']);
  const size = gzipped(outputs);
  console.log(`\n  form script: ${outputs.length} file(s), ${(size / 1024).toFixed(1)} KB gzipped (budget 85 KB)`);
  assert.ok(size <= BUDGET_BYTES, `${size} bytes gzipped is over the budget of ${BUDGET_BYTES}`);
});

test("every form script names the checkout link's message, so every form page carries its text", () => {
  const without = Object.entries(bundle.entries.forms)
    .filter(
      ([, path]) =>
        !messageKeysIn(Buffer.from(bundle.files.find((file) => file.path === path)!.contents).toString('utf8')).has('flow.continueToPay'),
    )
    .map(([kind]) => kind);
  assert.ok(Object.keys(bundle.entries.forms).length > 1);
  assert.equal(without, [], 'templates/embed/embed-check.ts reads flow.continueToPay from the page messages');
});

test('every form script is one file: a page makes one request for its code', () => {
  for (const [kind, entry] of Object.entries(bundle.entries.forms)) {
    assert.equal(staticClosure(bundle, entry), [entry], kind);
    assert.equal(bundle.metafile.outputs[entry]!.imports, [], kind);
  }
});

test('every form kind stays within the budget, the associates form (phone metadata) within 120 KB', () => {
  for (const [kind, entry] of Object.entries(bundle.entries.forms)) {
    const budget = kind === 'associates' ? 120 * 1024 : BUDGET_BYTES;
    const size = gzipped([entry]);
    assert.ok(size <= budget, `${kind}: ${size} bytes gzipped is over ${budget}`);
  }
});

/** FormatJS's message formatter (`intl-messageformat` and its own `@formatjs` helpers), without the parser. */
const FORMATTER = /node_modules\/(intl-messageformat|@formatjs\/(fast-memoize|ecma402-abstract|icu-messageformat-parser\/no-parser))/;

test('the thank-you script is one small file without React: its own code and the message formatter (at most 8 KB gzipped)', () => {
  const entry = bundle.entries['thank-you'];
  assert.equal(staticClosure(bundle, entry), [entry]);
  const inputs = Object.keys(bundle.metafile.outputs[entry]!.inputs);
  assert.ok(inputs.includes('templates/thank-you-shell.ts'));
  assert.ok(
    inputs.some((input) => input.includes('node_modules/intl-messageformat/')),
    'the formatter is in',
  );
  assert.not.ok(
    inputs.some((input) => input.includes('node_modules') && !FORMATTER.test(input)),
    inputs.join(', '),
  );
  assert.ok(gzipped([entry]) <= 8 * 1024, `${gzipped([entry])} bytes gzipped`);
});

test("a form kind's script holds its own component and not another kind's", () => {
  const inputsOf = (kind: keyof ClientBundle['entries']['forms']) =>
    staticClosure(bundle, bundle.entries.forms[kind]).flatMap((path) => Object.keys(bundle.metafile.outputs[path]!.inputs));
  assert.ok(inputsOf('standard-grid').includes('templates/StandardGridForm.tsx'));
  assert.not.ok(inputsOf('standard-grid').includes('templates/MembershipRenewalForm.tsx'));
  assert.ok(inputsOf('membership-renewal').includes('templates/MembershipRenewalForm.tsx'));
  assert.not.ok(inputsOf('membership-renewal').includes('templates/StandardGridForm.tsx'));
  assert.ok(inputsOf('standard-grid').includes('orgs/kinds/standard-grid/rules.ts'));
  for (const kind of Object.keys(bundle.entries.forms) as (keyof typeof bundle.entries.forms)[]) {
    const inputs = staticClosure(bundle, bundle.entries.forms[kind]).flatMap((path) => Object.keys(bundle.metafile.outputs[path]!.inputs));
    assert.not.ok(inputs.includes('orgs/rules/rules-for.ts'), `${kind} carries every kind's rules`);
  }
});

test('the production bundle has no development-only React code and never full zod', () => {
  const outputs = staticClosure(bundle, bundle.entries.forms['standard-grid']);
  const code = outputs.map((path) => new TextDecoder().decode(bundle.files.find((file) => file.path === path)!.contents)).join('\n');
  assert.not.match(code, 'react-dom.development');
  const inputs = outputs.flatMap((path) => Object.keys(bundle.metafile.outputs[path]!.inputs));
  assert.ok(
    inputs.some((input) => input.includes('zod/v4/mini') || input.includes('zod/mini')),
    'uses zod/mini',
  );
  assert.not.ok(
    inputs.some((input) => /zod\/v4\/classic\//.test(input)),
    'full zod is not bundled',
  );
});

test('the same sources give the same names; changed contents give new names', async () => {
  const css = join(dir, 'styles.css');
  const script = join(dir, 'thank-you.ts');
  await writeFile(css, 'body { color: #111; }\n');
  await writeFile(script, 'document.title = "one";\n');
  const first = await bundleClient({ styles: css, 'thank-you': script });
  const again = await bundleClient({ styles: css, 'thank-you': script });
  assert.equal(again.entries, first.entries);
  await writeFile(css, 'body { color: #222; }\n');
  await writeFile(script, 'document.title = "two";\n');
  const changed = await bundleClient({ styles: css, 'thank-you': script });
  assert.is.not(changed.entries.styles, first.entries.styles);
  assert.is.not(changed.entries['thank-you'], first.entries['thank-you']);
  assert.equal(changed.entries.forms, first.entries.forms);
});

test('the stylesheet is named from its source alone, as the bundle names it (`forms proxy` links it unbuilt)', async () => {
  assert.match(bundle.entries.styles, /^assets\/styles-[A-F0-9]{8}\.css$/);
  assert.is(await stylesheetPath(), bundle.entries.styles);
});

test('a source that does not compile fails with the file named', async () => {
  const broken = join(dir, 'broken.ts');
  await writeFile(broken, 'const = ;\n');
  try {
    await bundleClient({ 'thank-you': broken });
    assert.unreachable('bundling should fail');
  } catch (error) {
    assert.match((error as Error).message, 'broken.ts');
  }
});

test.run();
