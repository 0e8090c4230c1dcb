/**
 * `npm run docs:api`: writes the API table of proxy/OPERATIONS.md from the contract
 * (orgs/api-endpoints.ts, proxy/api-docs.ts). A test fails while it is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { withApiTable } from '../proxy/api-docs.ts';

const operations = new URL('../proxy/OPERATIONS.md', import.meta.url);
await writeFile(operations, withApiTable(await readFile(operations, 'utf8')));
process.stdout.write('Wrote the API table of proxy/OPERATIONS.md.\n');
