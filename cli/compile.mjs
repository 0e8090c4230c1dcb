// Compiles the `forms` command into JavaScript, `dist-cli/forms.js` and the chunks each command loads
// when it runs (so `forms --help` loads none of them), so `forms` and `forms proxy`
// run without a TypeScript transpiler in the process (tsx stays for tests and development). npm runs it
// on install (`prepare`), and `npm start` and `npm test` run it again first, so the file follows the
// sources. Packages stay outside the bundle and load from node_modules; the bundle sits one folder below
// the project root, like the sources, so their paths relative to `import.meta.url` still hold.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = new URL('../dist-cli/', import.meta.url).pathname;
// Chunk names carry a hash: the chunks of an earlier compile would otherwise pile up beside the new ones.
rmSync(outdir, { recursive: true, force: true });

// Pure ES-module packages of many small files, bundled in so that only what the commands use is loaded
// (Kysely alone is ~260 modules); every other package loads from node_modules as published.
const INLINED = ['kysely', 'zod', 'libphonenumber-js', 'date-fns', '@date-fns/tz', '@sinclair/typebox'];

/** Leaves every package but `inlined` (and their files) outside the bundle. */
function bundleOnly(inlined) {
  return {
    name: 'bundle-only',
    setup(plugin) {
      plugin.onResolve({ filter: /^[^./]/ }, ({ path }) => {
        const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
        return inlined.includes(name) ? undefined : { path, external: true };
      });
    },
  };
}

await build({
  entryPoints: { forms: new URL('./main.ts', import.meta.url).pathname },
  outdir,
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.12',
  plugins: [bundleOnly(INLINED)],
  jsx: 'automatic',
  logLevel: 'warning',
});
