/**
 * The standard grid forms of the repository's own org files, for the tests whose point is those files,
 * and a valid submission for any standard grid form.
 */
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { StandardGridFormDef } from '../../../orgs/types.ts';

/** Every standard grid form of `orgs/`, by org id (each of these orgs has one form). */
export async function realGridForms(): Promise<Map<string, StandardGridFormDef>> {
  const forms = new Map<string, StandardGridFormDef>();
  for (const { org } of await loadOrgs()) {
    for (const form of org.forms) if (form.kind === 'standard-grid') forms.set(org.id, form);
  }
  return forms;
}

/** A complete, valid submission for `form`, built from its own lists (first currency, first purpose). */
export function validValues(form: StandardGridFormDef): Record<string, string> {
  return {
    name: 'Ayesha Khan',
    email: 'ayesha@example.org',
    phoneNumber: '03001234567',
    address: 'Lahore',
    amount: '2500',
    currency: form.currencies[0]!,
    [form.purpose.field]: form.purpose.options[0]!.value,
    comments: '',
  };
}
