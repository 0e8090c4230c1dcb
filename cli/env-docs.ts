/**
 * `npm run docs:env`: writes `.env.example` and the variable table of proxy/OPERATIONS.md from the
 * declaration of the environment (proxy/env-variables.ts). A test fails while either is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { envExample, withVariableTable } from '../proxy/env-docs.ts';

const root = new URL('../', import.meta.url);
await writeFile(new URL('.env.example', root), envExample());
const operations = new URL('proxy/OPERATIONS.md', root);
await writeFile(operations, withVariableTable(await readFile(operations, 'utf8')));
process.stdout.write('Wrote .env.example and the variable table of proxy/OPERATIONS.md.\n');
