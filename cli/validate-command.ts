/**
 * `forms validate`: loads every org file; the loader throws one error listing every problem. Warnings
 * (allowed, but probably a slip) go to stderr as `file:line:col path warning: message`, and the
 * command still succeeds.
 */
import { loadOrgs } from '../orgs/load-orgs.ts';

export async function validateCommand(orgsDir?: string): Promise<void> {
  const orgs = await loadOrgs(orgsDir);
  for (const { line, col, file, path, message } of orgs.flatMap((loaded) => loaded.warnings)) {
    process.stderr.write(`${file}:${line}:${col} ${path} warning: ${message}\n`);
  }
  const forms = orgs.reduce((n, { org }) => n + org.forms.length, 0);
  process.stdout.write(`${orgs.length} org files are valid (${forms} forms).\n`);
}
