#!/usr/bin/env node
// The `forms` command. It runs the compiled `dist-cli/forms.js` (see compile.mjs), which npm builds on
// install and `npm start` and `npm test` rebuild. Without it, or with FORMS_FROM_SOURCE=1 (while editing
// the sources), tsx compiles the TypeScript on the fly; tsx would read tsconfig.json from the working
// folder, so it is pointed at ours, so the JSX settings apply when `forms` runs from any folder.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// Set before anything is loaded: V8 then sizes its heap for memory rather than speed, which keeps an
// idle `forms proxy` near 85 MB resident instead of ~125 (measured by `npm run bench:memory`); the
// commands are bound by the network and the disk, and `forms build --all` takes as long either way.
setFlagsFromString('--optimize-for-size');

const compiled = new URL('../dist-cli/forms.js', import.meta.url);
if (process.env.FORMS_FROM_SOURCE !== '1' && existsSync(fileURLToPath(compiled))) {
  await import(compiled.href);
} else {
  // tsx is a development dependency: an install without them has the compiled command instead.
  const { register } = await import('tsx/esm/api').catch(() => {
    process.stderr.write('forms: dist-cli/ is missing and tsx is not installed; run `node cli/compile.mjs` first.\n');
    process.exit(1);
  });
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  await import('./main.ts');
}
