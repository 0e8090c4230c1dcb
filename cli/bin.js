#!/usr/bin/env node
// The `forms` command. The sources are TypeScript; tsx compiles them on the fly so no build step is needed.
// tsx would read tsconfig.json from the working folder; point it at ours, so the JSX settings apply
// when `forms` runs from any folder.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('./main.ts');
