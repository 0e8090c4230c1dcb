/**
 * `npm run docs:schema`: writes `orgs/org.schema.json` (the editors' copy of the org file schema, which
 * each org file names) from `orgs/org-schema.ts`. A test fails while the committed copy is stale.
 */
import { writeFile } from 'node:fs/promises';
import { orgSchemaJson } from '../orgs/org-schema.ts';

await writeFile(new URL('../orgs/org.schema.json', import.meta.url), orgSchemaJson());
process.stdout.write('Wrote orgs/org.schema.json.\n');
