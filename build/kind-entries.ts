/**
 * The client entry of each form kind, written in memory from the kinds table (`orgs/kinds.ts`) rather
 * than kept as a file per kind: an esbuild plugin that answers the import path `kind-page:<kind>` with
 * a module hydrating the page with that kind's component only (`templates/client/hydrate-form-page.tsx`),
 * so a page's script carries its own form's code and no other kind's. The component is the export named
 * like its kind's `template` file (`templates/FixedAmountForm.tsx` exports `FixedAmountForm`); a template
 * without it fails the bundle, esbuild naming the file and the missing export.
 */
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { FORM_KINDS, type FormKind, kindNamed } from '../orgs/kinds.ts';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The prefix of a kind's client entry's import path. */
const ENTRY_PREFIX = 'kind-page';

/** The import path of `kind`'s client entry, e.g. 'kind-page:fixed-amount'. */
export const kindEntry = (kind: FormKind) => `${ENTRY_PREFIX}:${kind}`;

/** The file name (absolute) esbuild gives `kind`'s client entry, e.g. '<project>/templates/client/fixed-amount.tsx'. */
export const kindEntryFile = (kind: FormKind) => resolve(projectRoot, 'templates/client', `${kind}.tsx`);

/** The source (TSX, imports relative to the project root) of the client entry of `kind`. */
export function kindEntrySource(kind: FormKind): string {
  const { template } = kindNamed(kind);
  const component = basename(template, '.tsx');
  return [
    `import { ${component} } from './${template}';`,
    `import { hydrateFormPage } from './templates/client/hydrate-form-page.tsx';`,
    `hydrateFormPage(document, ${JSON.stringify(kind)}, (props) => <${component} {...props} />);`,
  ].join('\n');
}

/**
 * The esbuild plugin resolving `kind-page:<kind>` (`kindEntry`) to the client entry of `<kind>`, named
 * `templates/client/<kind>.tsx` (`kindEntryFile`) though no such file exists: the metafile then names the
 * entry among the project's files, where the bundle's entries and the tests look for it. An unknown
 * kind is a resolve error naming it.
 */
export const kindEntries: Plugin = {
  name: 'kind-entries',
  setup(plugin) {
    const kindOfEntry = new Map(FORM_KINDS.map((kind) => [kindEntryFile(kind), kind]));
    plugin.onResolve({ filter: new RegExp(`^${ENTRY_PREFIX}:`) }, ({ path }) => {
      const kind = path.slice(ENTRY_PREFIX.length + 1);
      if (!(FORM_KINDS as string[]).includes(kind)) return { errors: [{ text: `no form kind named ${kind} (orgs/kinds.ts)` }] };
      return { path: kindEntryFile(kind as FormKind) };
    });
    // Only the files of templates/client/ reach the plugin: esbuild loads every other file itself.
    plugin.onLoad({ filter: /[\\/]templates[\\/]client[\\/][^\\/]+\.tsx$/ }, ({ path }) => {
      const kind = kindOfEntry.get(path);
      return kind && { contents: kindEntrySource(kind), loader: 'tsx', resolveDir: projectRoot };
    });
  },
};
