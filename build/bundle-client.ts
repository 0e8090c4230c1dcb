/**
 * Bundles what the pages load: one form script per form kind (`form-<kind>`, from each kind's `clientEntry` in orgs/kinds.ts), the
 * thank-you script and the stylesheet. Each form script is self-contained (no shared chunks): a donor
 * opens one page, so one request on a slow mobile link beats a cacheable shared React chunk plus a dozen
 * small ones. Runs esbuild in memory (`write: false`); output names are `assets/<name>-<hash>.<ext>`, so they change
 * exactly when the contents do (the stylesheet is minified on its own and named by its source's hash:
 * `stylesheet.ts`).
 *
 * One file is fetched later rather than at once: the phone metadata of every country
 * (`assets/phone-metadata-<hash>.json`, libphonenumber's small metadata as published), which the
 * associates script fetches when the donor picks a country other than Pakistan. Its URL and Subresource
 * Integrity value go into the scripts through esbuild's `define` (templates/fields/phone-metadata.ts says why).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile, transform } from 'esbuild';
import { FORM_KINDS, type FormKind, kindNamed } from '../orgs/kinds.ts';
import { hashedAssetPath } from './asset-names.ts';
import { STYLES_SOURCE, stylesheetPath } from './stylesheet.ts';
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

const formSources = Object.fromEntries(FORM_KINDS.map((kind) => [kind, resolve(projectRoot, kindNamed(kind).clientEntry)])) as Record<
  FormKind,
  string
>;

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
  // Pages format compiled messages only (i18n/translator.ts): FormatJS's entry without the parser.
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
  const result = await build({
    ...BUNDLE_OPTIONS,
    define: {
      ...BUNDLE_OPTIONS.define,
      // Relative to the script, which is in the same folder.
      PHONE_METADATA_URL: JSON.stringify(`./${basename(phoneMetadata.path)}`),
      PHONE_METADATA_INTEGRITY: JSON.stringify(integrityOf(phoneMetadata.contents)),
    },
    entryPoints: [
      ...Object.entries(formSources).map(([kind, file]) => ({ in: file, out: `form-${kind}` })),
      ...Object.entries(scripts).map(([out, file]) => ({ in: file, out })),
    ],
  });
  const stylesheet = await bundleStylesheet(styles);
  const files = [...result.outputFiles.map((file) => ({ path: fromRoot(file.path), contents: file.contents })), stylesheet, phoneMetadata];
  const outputFor = (file: string) => outputOf(result.metafile, file);
  return {
    files,
    entries: {
      forms: Object.fromEntries(Object.entries(formSources).map(([kind, file]) => [kind, outputFor(file)])) as Record<FormKind, string>,
      'thank-you': outputFor(scripts['thank-you']),
      'demo-card-provider': outputFor(scripts['demo-card-provider']),
      styles: stylesheet.path,
    },
    metafile: result.metafile,
    fetchedLater: { associates: [phoneMetadata.path] },
  };
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
