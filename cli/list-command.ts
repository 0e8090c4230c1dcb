/** `forms list`: one line per route: route, org id, form kind, aligned in columns. */
import { loadOrgs } from '../orgs/load-orgs.ts';
import { listRoutes } from '../orgs/routes.ts';

export async function listCommand(orgsDir?: string): Promise<void> {
  const rows = listRoutes((await loadOrgs(orgsDir)).map(({ org }) => org));
  const width = Math.max(...rows.map((row) => row.route.length));
  const orgWidth = Math.max(...rows.map((row) => row.orgId.length));
  for (const row of rows) {
    process.stdout.write(`${row.route.padEnd(width)}  ${row.orgId.padEnd(orgWidth)}  ${row.kind}\n`);
  }
}
