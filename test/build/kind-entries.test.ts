/**
 * Each kind's client entry is written from the kinds table, not kept as a file: it hydrates the page with
 * the component its `template` exports under the file's name, and a kind the table lacks fails the
 * bundle with a message naming it.
 */
import { build } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { kindEntries, kindEntry, kindEntrySource } from '../../build/kind-entries.ts';
import { FORM_KINDS, kindNamed } from '../../orgs/kinds.ts';

/** Bundles `source` (a module in the project's folder) with the plugin; the esbuild failure's message, or '' when it bundles. */
async function bundleFailure(source: string): Promise<string> {
  try {
    await build({
      stdin: { contents: source, loader: 'tsx', resolveDir: process.cwd() },
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: [kindEntries],
    });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

test("a kind's entry hydrates its pages with its template's component", () => {
  assert.equal(kindEntrySource('fixed-amount').split('\n'), [
    "import { FixedAmountForm } from './templates/FixedAmountForm.tsx';",
    "import { hydrateFormPage } from './templates/client/hydrate-form-page.tsx';",
    'hydrateFormPage(document, "fixed-amount", (props) => <FixedAmountForm {...props} />);',
  ]);
});

test("every kind's template exports the component named like its file", async () => {
  for (const kind of FORM_KINDS) {
    const { template } = kindNamed(kind);
    const module = (await import(`../../${template}`)) as Record<string, unknown>;
    const name = template.slice(template.lastIndexOf('/') + 1, -'.tsx'.length);
    assert.type(module[name], 'function', `${template} exports ${name}`);
  }
});

test("every kind's entry bundles; a kind the table lacks is an error naming it", async () => {
  assert.is(await bundleFailure(FORM_KINDS.map((kind) => `import '${kindEntry(kind)}';`).join('\n')), '');
  assert.match(await bundleFailure("import 'kind-page:gift-card';"), 'no form kind named gift-card');
});

test.run();
