/**
 * Bundles what the pages load: the form script (`templates/client/entry.tsx`, React + the form rules),
 * the thank-you script and the stylesheet. Runs esbuild in memory (`write: false`); output names are
 * `assets/<name>-<hash>.<ext>`, so they change exactly when the contents do.
 */
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The entry files, by the name their output carries. */
export interface ClientSources {
  client: string;
  'thank-you': string;
  styles: string;
}

const defaultSources: ClientSources = {
  client: resolve(projectRoot, 'templates/client/entry.tsx'),
  'thank-you': resolve(projectRoot, 'templates/client/thank-you.ts'),
  styles: resolve(projectRoot, 'templates/styles.css'),
};

export interface AssetFile {
  /** Relative to an org's folder, e.g. 'assets/client-4QXBZ2JM.js'. */
  path: string;
  contents: Uint8Array;
}

export interface ClientBundle {
  files: AssetFile[];
  /** The output path of each entry, e.g. `{ client: 'assets/client-4QXBZ2JM.js', ... }`. */
  entries: ClientSources;
  /** esbuild's metafile; output keys are the `path`s of `files`. */
  metafile: Metafile;
}

/**
 * Bundles the entries (`sources` overrides some, by absolute path) for browsers from 2020 on, minified,
 * as ES modules, with React's production build.
 * @throws the esbuild failure (its message lists each error with file and line).
 */
export async function bundleClient(sources: Partial<ClientSources> = {}): Promise<ClientBundle> {
  const entries = { ...defaultSources, ...sources };
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: Object.entries(entries).map(([out, file]) => ({ in: file, out })),
    outdir: resolve(projectRoot, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const fromRoot = (file: string) => relative(projectRoot, file).split('\\').join('/');
  const files = result.outputFiles.map((file) => ({ path: fromRoot(file.path), contents: file.contents }));
  const outputFor = (file: string): string => {
    const input = fromRoot(file);
    const found = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === input);
    if (!found) throw new Error(`esbuild wrote no output for ${input}`);
    return found[0];
  };
  return {
    files,
    entries: {
      client: outputFor(entries.client),
      'thank-you': outputFor(entries['thank-you']),
      styles: outputFor(entries.styles),
    },
    metafile: result.metafile,
  };
}
