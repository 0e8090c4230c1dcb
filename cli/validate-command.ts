/**
 * `forms validate`: loads every org file; the loader throws one error listing every problem. Warnings
 * (allowed, but probably a slip) go to stderr as `file:line:col path warning: message`, and the
 * command still succeeds: the loader's, and each text a page shows in Urdu without a translation
 * (`build/untranslated-texts.ts`; the page shows the English text meanwhile), and, first and without an
 * org file's place, the zakat calculator's metal prices once they are more than 31 days old
 * (`warnOfOldPrices`; a malformed prices file fails the command).
 */
import { untranslatedTexts } from '../build/untranslated-texts.ts';
import { loadOrgs } from '../orgs/load-orgs.ts';
import { warnOfOldPrices } from './metal-prices-file.ts';
import { writeWarnings } from './org-warnings.ts';

export async function validateCommand(orgsDir?: string): Promise<void> {
  const orgs = await loadOrgs(orgsDir);
  const untranslated = await Promise.all(orgs.map(untranslatedTexts));
  const warnings = orgs.flatMap((loaded, index) => [...loaded.warnings, ...untranslated[index]!]);
  await warnOfOldPrices();
  writeWarnings(warnings);
  const forms = orgs.reduce((n, { org }) => n + org.forms.length, 0);
  process.stdout.write(`${orgs.length} org files are valid (${forms} forms).\n`);
}
