/**
 * The standard grid forms of the repository's original org files, for the tests whose point is those
 * files, and a valid submission for any standard grid form.
 */
import type { StandardGridFormDef } from '../../../orgs/types.ts';
import { loadOriginalOrgs } from './original-orgs.ts';

/** Every standard grid form of the original orgs (not one a maintainer added), by org id (each of these orgs has one). */
export async function realGridForms(): Promise<Map<string, StandardGridFormDef>> {
  const forms = new Map<string, StandardGridFormDef>();
  for (const { org } of await loadOriginalOrgs()) {
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
