/** `forms validate`: loads every org file; the loader throws one error listing every problem. */
import { loadOrgs } from '../orgs/load-orgs.ts';

export async function validateCommand(orgsDir?: string): Promise<void> {
  const orgs = await loadOrgs(orgsDir);
  const forms = orgs.reduce((n, { org }) => n + org.forms.length, 0);
  process.stdout.write(`${orgs.length} org files are valid (${forms} forms).\n`);
}
