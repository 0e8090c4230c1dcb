/**
 * `forms validate`: loads every org file; the loader throws one error listing every problem. Warnings
 * (allowed, but probably a slip) go to stderr as `file:line:col path warning: message`, and the
 * command still succeeds: the loader's, and each text a page shows in Urdu without a translation
 * (`build/untranslated-texts.ts`; the page shows the English text meanwhile), and, first and without an
 * org file's place, the zakat calculator's metal prices once they are more than 31 days old
 * (`metalPricesWarning`; a malformed prices file fails the command as the module loads).
 */
import { untranslatedTexts } from '../build/untranslated-texts.ts';
import { loadOrgs } from '../orgs/load-orgs.ts';
import { METAL_PRICES, metalPricesWarning } from '../orgs/zakat/metal-prices.ts';
import { writeWarnings } from './org-warnings.ts';

export async function validateCommand(orgsDir?: string): Promise<void> {
  const orgs = await loadOrgs(orgsDir);
  const untranslated = await Promise.all(orgs.map(untranslatedTexts));
  const warnings = orgs.flatMap((loaded, index) => [...loaded.warnings, ...untranslated[index]!]);
  const prices = metalPricesWarning(METAL_PRICES, new Date());
  if (prices) process.stderr.write(`${prices}\n`);
  writeWarnings(warnings);
  const forms = orgs.reduce((n, { org }) => n + org.forms.length, 0);
  process.stdout.write(`${orgs.length} org files are valid (${forms} forms).\n`);
}
