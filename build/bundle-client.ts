/**
 * Bundles what the pages load: one form script per form kind (`form-<kind>`, its entry written from the
 * kinds table by `kind-entries.ts`), the thank-you script and the stylesheet. Each form script is self-contained (no shared chunks): a donor
 * opens one page, so one request on a slow mobile link beats a cacheable shared React chunk plus a dozen
 * small ones. Runs esbuild in memory (`write: false`); output names are `assets/<name>-<hash>.<ext>`, so they change
 * exactly when the contents do (the stylesheet is minified on its own and named by its source's hash:
 * `stylesheet.ts`).
 *
 * One file is fetched later rather than at once: the phone metadata of every country
 * (`assets/phone-metadata-<hash>.json`, libphonenumber's small metadata as published), which the
 * associates script fetches when the donor picks a country other than Pakistan. Its URL and Subresource
 * Integrity value go into the scripts through esbuild's `define` (templates/fields/phone-metadata.ts says why).
 *
 * And one script is loaded later: the zakat calculator (`assets/zakat-calculator-<hash>.js`), which a
 * page with a zakat payment loads when the donor opens the panel (templates/zakat-calculator/). It is
 * built first, on its own, with `react`, `react/jsx-runtime` and `orgs/i18n/translator.ts` resolved to
 * `templates/zakat-calculator/lent.ts` (the page's script lends it its own) and its words of every language compiled in; its URL and integrity go into
 * the form scripts like the phone metadata's.
 *
 * The embedded page's script (`assets/embedded-page-<hash>.js`, templates/embed/embedded-page.ts) is
 * loaded the same way, by a form page shown in another site's frame, with the stylesheet's
 * `later-embedded` part compiled in; its URL and integrity go
 * into the props of the pages of embeddable orgs only (build/render-pages.ts), not into every script.
 *
 * And one script is for other sites' pages: the embed snippet's (`assets/embed-<hash>.js`,
 * templates/embed/host-script.ts), a classic script (IIFE) as the snippet loads it with `async`, which keeps an
 * embedded form's frame as tall as the form (`embedHostScript`).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile, type Plugin, transform } from 'esbuild';
import { compiledMessages } from '../orgs/i18n/compile.ts';
import { LANGUAGES } from '../orgs/i18n/languages.ts';
import { FORM_KINDS, type FormKind } from '../orgs/kinds.ts';
import { hashedAssetPath } from './asset-names.ts';
import { kindEntries, kindEntry, kindEntryFile } from './kind-entries.ts';
import { STYLES_SOURCE, stylesheetPath } from './stylesheet.ts';
import { partCss, type StylePart, styleParts } from './style-parts.ts';
import { integrityOf } from './subresource-integrity.ts';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The browsers the scripts and styles are built for, as esbuild's target: those from 2020 on. */
export const BROWSER_TARGET = 'es2020';

/** What esbuild appends to a script's path for the file of its libraries' license notices. */
export const LEGAL_SUFFIX = '.LEGAL.txt';

/** The non-form entries, by the name their output carries. */
export interface SharedSources {
  'thank-you': string;
  /** Script of the demo provider page a card checkout page frames (`provider: demo`). */
  'demo-card-provider': string;
  styles: string;
}

/** Output paths of every entry: the form script of each kind, the thank-you script and the stylesheet. */
export interface ClientSources extends SharedSources {
  forms: Record<FormKind, string>;
}

const defaultSources: SharedSources = {
  'thank-you': resolve(projectRoot, 'templates/client/thank-you.ts'),
  'demo-card-provider': resolve(projectRoot, 'templates/client/demo-card-provider.ts'),
  styles: STYLES_SOURCE,
};

export interface AssetFile {
  /** Relative to an org's folder, e.g. 'assets/client-4QXBZ2JM.js'. */
  path: string;
  contents: Uint8Array;
}

export interface ClientBundle {
  files: AssetFile[];
  /** The output path of each entry, e.g. `{ forms: { 'standard-grid': 'assets/form-standard-grid-4QXBZ2JM.js' }, ... }`. */
  entries: ClientSources;
  /** esbuild's metafile of the scripts; output keys are the `path`s of their `files`. */
  metafile: Metafile;
  /**
   * Files among `files` that a kind's script fetches later, on the donor's action, not when its page
   * loads; an org's folder needs them beside the script, e.g. `{ associates: ['assets/phone-metadata-1A2B3C4D.json'] }`.
   */
  fetchedLater: Partial<Record<FormKind, string[]>>;
  /**
   * The zakat calculator's script, e.g. 'assets/zakat-calculator-1A2B3C4D.js', which a page with a zakat
   * payment loads when the donor opens the calculator; an org's folder needs it beside the form scripts.
   */
  zakatCalculator: string;
  /**
   * The scripts of embedding, which an embeddable org's folder needs: the embed snippet's host script,
   * e.g. 'assets/embed-1A2B3C4D.js' (`embedHostScript`), and the embedded page's, which a form page
   * loads when it is framed, e.g. 'assets/embedded-page-1A2B3C4D.js'.
   */
  embedding: { host: string; page: string };
}

/**
 * What every bundle of page assets is built with: browsers from 2020 on, minified, ES modules, React's
 * production build. Shared, so a file comes out under the same hashed name whichever bundle makes it.
 */
const BUNDLE_OPTIONS = {
  absWorkingDir: projectRoot,
  outdir: resolve(projectRoot, 'assets'),
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  bundle: true,
  write: false,
  metafile: true,
  minify: true,
  format: 'esm',
  target: BROWSER_TARGET,
  platform: 'browser',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  // The libraries' license notices go to `<script>.LEGAL.txt` beside each script, which names it in its
  // last line: the notices stay with the code, and out of the bytes a donor's first visit moves.
  legalComments: 'linked',
  // Pages format compiled messages only (orgs/i18n/translator.ts): FormatJS's entry without the parser.
  alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  logLevel: 'silent',
} as const satisfies BuildOptions;

/** `file` relative to the project root, '/'-separated, as esbuild's metafile names it. */
const fromRoot = (file: string) => relative(projectRoot, file).split('\\').join('/');

/** The output path esbuild gave the entry `file` (absolute), e.g. 'assets/styles-LVRL5SWO.css'. */
function outputOf(metafile: Metafile, file: string): string {
  const input = fromRoot(file);
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === input);
  if (!found) throw new Error(`esbuild wrote no output for ${input}`);
  return found[0];
}

/**
 * Bundles the entries (`sources` overrides some, by absolute path) with BUNDLE_OPTIONS.
 * @throws the esbuild failure (its message lists each error with file and line).
 */
export async function bundleClient(sources: Partial<SharedSources> = {}): Promise<ClientBundle> {
  const { styles, ...scripts } = { ...defaultSources, ...sources };
  const phoneMetadata = await phoneMetadataFile();
  // The stylesheet's parts, minified once: the calculator's and the embedded page's scripts each adopt one.
  const parts = styleParts(await readFile(STYLES_SOURCE, 'utf8'), fromRoot(STYLES_SOURCE), BROWSER_TARGET);
  const calculatorFiles = await bundleCalculator(parts);
  const calculator = calculatorFiles[0]!;
  const embedHost = await embedHostScript();
  const embeddedPage = await bundleAlone(EMBEDDED_PAGE_SOURCE, 'embedded-page', {
    define: {
      ...BUNDLE_OPTIONS.define,
      EMBEDDED_STYLES: JSON.stringify(partCss(parts, EMBEDDED_STYLES)),
    },
  });
  const result = await build({
    ...BUNDLE_OPTIONS,
    define: {
      ...BUNDLE_OPTIONS.define,
      // Relative to the script, which is in the same folder.
      PHONE_METADATA_URL: JSON.stringify(`./${basename(phoneMetadata.path)}`),
      PHONE_METADATA_INTEGRITY: JSON.stringify(integrityOf(phoneMetadata.contents)),
      ZAKAT_CALCULATOR_URL: JSON.stringify(`./${basename(calculator.path)}`),
      ZAKAT_CALCULATOR_INTEGRITY: JSON.stringify(integrityOf(calculator.contents)),
    },
    entryPoints: [
      ...FORM_KINDS.map((kind) => ({ in: kindEntry(kind), out: `form-${kind}` })),
      ...Object.entries(scripts).map(([out, file]) => ({ in: file, out })),
    ],
    plugins: [kindEntries],
  });
  const stylesheet = await bundleStylesheet(styles);
  const files = [
    ...result.outputFiles.map((file) => ({ path: fromRoot(file.path), contents: file.contents })),
    stylesheet,
    phoneMetadata,
    ...calculatorFiles,
    embedHost,
    embeddedPage,
  ];
  const outputFor = (file: string) => outputOf(result.metafile, file);
  return {
    files,
    entries: {
      forms: Object.fromEntries(FORM_KINDS.map((kind) => [kind, outputFor(kindEntryFile(kind))])) as Record<FormKind, string>,
      'thank-you': outputFor(scripts['thank-you']),
      'demo-card-provider': outputFor(scripts['demo-card-provider']),
      styles: stylesheet.path,
    },
    metafile: result.metafile,
    fetchedLater: { associates: [phoneMetadata.path] },
    zakatCalculator: calculator.path,
    embedding: { host: embedHost.path, page: embeddedPage.path },
  };
}

/** The entries of embedding's scripts, and the stylesheet's part the embedded page's script adopts. */
const EMBED_HOST_SOURCE = resolve(projectRoot, 'templates/embed/host-script.ts');
const EMBEDDED_PAGE_SOURCE = resolve(projectRoot, 'templates/embed/embedded-page.ts');
const EMBEDDED_STYLES = 'later-embedded';

/**
 * One script bundled alone from `entry` at `assets/<out>-<hash>.js`: BUNDLE_OPTIONS with `options` over
 * them. For the scripts that bundle no library, so that have no notices file.
 * @throws the esbuild failure (its message lists each error with file and line), or an Error when
 * esbuild wrote other than one file.
 */
async function bundleAlone(entry: string, out: string, options: BuildOptions = {}): Promise<AssetFile> {
  const result = await build({ ...BUNDLE_OPTIONS, metafile: false, ...options, write: false, entryPoints: [{ in: entry, out }] });
  const [script] = result.outputFiles;
  if (!script || result.outputFiles.length !== 1) throw new Error(`esbuild wrote no single script for ${fromRoot(entry)}`);
  return { path: fromRoot(script.path), contents: script.contents };
}

/**
 * The embed snippet's host script at `assets/embed-<hash>.js`: an IIFE, since a host page loads it as a
 * classic `async` script. The same bytes whoever asks, so `forms embed` names and hashes the file the
 * build writes without building the pages.
 * @throws what `bundleAlone` throws.
 */
export function embedHostScript(): Promise<AssetFile> {
  return bundleAlone(EMBED_HOST_SOURCE, 'embed', { format: 'iife' });
}

/** The zakat calculator's entry. */
const CALCULATOR_SOURCE = resolve(projectRoot, 'templates/zakat-calculator/calculator-entry.ts');
/** The stylesheet's part the calculator's script adopts (build/style-parts.ts). */
const CALCULATOR_STYLES = 'later-zakat-calculator';
/** What `react`, `react/jsx-runtime` and the translator are in the calculator's script: the page's, lent. */
const LENT_SOURCE = resolve(projectRoot, 'templates/zakat-calculator/lent.ts');
const TRANSLATOR_SOURCE = resolve(projectRoot, 'orgs/i18n/translator.ts');

const lent: Plugin = {
  name: 'lent',
  setup(plugin) {
    plugin.onResolve({ filter: /^react(?:\/jsx-runtime)?$/ }, () => ({ path: LENT_SOURCE }));
    plugin.onResolve({ filter: /\/translator\.ts$/ }, ({ path, resolveDir }) =>
      resolve(resolveDir, path) === TRANSLATOR_SOURCE ? { path: LENT_SOURCE } : undefined,
    );
  },
};

/**
 * The zakat calculator's script, at `assets/zakat-calculator-<hash>.js` (then the file of its libraries'
 * notices, if any): BUNDLE_OPTIONS, React and the message formatter lent by the page (`lent`), the `zakatCalculator.*`
 * messages of every language and the stylesheet's `later-zakat-calculator` part (of `parts`, the
 * stylesheet's minified parts) compiled in.
 * @throws the esbuild failure (its message lists each error with file and line).
 */
async function bundleCalculator(parts: readonly StylePart[]): Promise<AssetFile[]> {
  const messages = Object.fromEntries(LANGUAGES.map((language) => [language, compiledMessages(language, ['zakatCalculator.'])]));
  const result = await build({
    ...BUNDLE_OPTIONS,
    metafile: false,
    // Its Urdu as UTF-8 rather than \u escapes (a third of the bytes): a module script is always read as UTF-8.
    charset: 'utf8',
    define: {
      ...BUNDLE_OPTIONS.define,
      ZAKAT_CALCULATOR_MESSAGES: JSON.stringify(messages),
      ZAKAT_CALCULATOR_STYLES: JSON.stringify(partCss(parts, CALCULATOR_STYLES)),
    },
    entryPoints: [{ in: CALCULATOR_SOURCE, out: 'zakat-calculator' }],
    plugins: [lent],
  });
  // The script first; then its libraries' notices, if it ever bundles one.
  return result.outputFiles
    .map((file) => ({ path: fromRoot(file.path), contents: file.contents }))
    .sort((a, b) => Number(a.path.endsWith(LEGAL_SUFFIX)) - Number(b.path.endsWith(LEGAL_SUFFIX)));
}

/**
 * libphonenumber's small metadata as published (minified JSON, about 80 KB, 19 KB gzipped), at
 * `assets/phone-metadata-<hash>.json`.
 * @throws the file system's error when libphonenumber-js is not installed.
 */
async function phoneMetadataFile(): Promise<AssetFile> {
  const contents = await readFile(createRequire(import.meta.url).resolve('libphonenumber-js/metadata.min.json'));
  return { path: hashedAssetPath('assets/phone-metadata.json', contents), contents: new Uint8Array(contents) };
}

/**
 * The stylesheet at `source` minified for the same browsers as the scripts, at `stylesheetPath(source)`.
 * It imports nothing, so it needs no bundling.
 * @throws esbuild's failure, its message naming the file and line.
 */
async function bundleStylesheet(source: string): Promise<AssetFile> {
  const css = await readFile(source, 'utf8');
  const { code } = await transform(css, {
    loader: 'css',
    sourcefile: fromRoot(source),
    minify: BUNDLE_OPTIONS.minify,
    target: BUNDLE_OPTIONS.target,
    logLevel: 'silent',
  });
  return { path: await stylesheetPath(source), contents: new TextEncoder().encode(code) };
}
