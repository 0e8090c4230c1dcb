/**
 * jsdom runs no module scripts, and the built form scripts are ES modules that import shared chunks.
 * This joins a built entry and the chunks it imports, as they are in the built folder (no rebuild of
 * the sources), into one classic script that a jsdom window can run with eval.
 */
import { build, type Plugin } from 'esbuild';
import type { BuiltFile } from '../../../build/build-site.ts';
import { text } from './built-site.ts';

/** The entry at `path` (relative to the org folder) of `org`, with its imports inlined, as an IIFE. */
export async function classicScript(files: readonly BuiltFile[], org: string, path: string): Promise<string> {
  const byPath = new Map(files.filter((file) => file.org === org).map((file) => [`/${file.path}`, text(file)]));
  const builtFiles: Plugin = {
    name: 'built-files',
    setup(plugins) {
      plugins.onResolve({ filter: /.*/ }, (args) => ({
        path: new URL(args.path, `http://org${args.importer || '/'}`).pathname,
        namespace: 'built',
      }));
      plugins.onLoad({ filter: /.*/, namespace: 'built' }, (args) => {
        const contents = byPath.get(args.path);
        if (contents === undefined) throw new Error(`${org}${args.path} is imported but was not built`);
        return { contents, loader: 'js' };
      });
    },
  };
  const result = await build({
    entryPoints: [`/${path}`],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    plugins: [builtFiles],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
