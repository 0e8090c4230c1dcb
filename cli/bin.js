#!/usr/bin/env node
// The `forms` command. The sources are TypeScript; tsx compiles them on the fly so no build step is needed.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
