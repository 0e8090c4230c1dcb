/**
 * Bundles a browser entry for tests: React's development build (it reports hydration mismatches and
 * other mistakes through console.error) as a classic script that a jsdom window can run with eval
 * (jsdom does not run module scripts). Cached per entry for the life of the process.
 */
import { build } from 'esbuild';
import { kindEntries } from '../../../build/kind-entries.ts';

const cache = new Map<string, Promise<string>>();

/** The bundled code of `entry`: an absolute path, or a kind's client entry as the build writes it (`kindEntry(kind)`). */
export function devBundle(entry: string): Promise<string> {
  let code = cache.get(entry);
  if (!code) {
    code = build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
      plugins: [kindEntries],
    }).then((result) => result.outputFiles[0]!.text);
    cache.set(entry, code);
  }
  return code;
}
