/**
 * Consistency checks of a zakat form that the JSON Schema cannot express: the
 * currencies agree, and the quote and the rates link are set only on the variant that shows them.
 */
import type { ZakatFormDef } from '../../types.ts';
import { checkCurrencies } from '../../load/currency-checks.ts';
import { childPath, type Finding } from '../../load/finding.ts';

/** Which variant shows each optional part. */
const shownBy = { quote: 'summary', ratesLink: 'plain' } as const;

/** Findings for the form at `path` (e.g. `/forms/0`). */
export function checkZakatForm(form: ZakatFormDef, path: string): Finding[] {
  const findings = [...checkCurrencies(form, path)];
  for (const [part, variant] of Object.entries(shownBy)) {
    if (form[part as keyof typeof shownBy] !== undefined && form.variant !== variant) {
      findings.push({
        path: childPath(path, part),
        message: `is shown only by the ${variant} variant, and this form is ${form.variant}; remove it or change the variant`,
      });
    }
  }
  return findings;
}
