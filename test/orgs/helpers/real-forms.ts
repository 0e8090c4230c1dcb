/** The standard grid forms of the repository's own org files, for tests that must follow the YAML. */
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { MembershipRenewalFormDef, StandardGridFormDef } from '../../../orgs/types.ts';

/** Every standard grid form of `orgs/`, by org id (each of these orgs has one form). */
export async function realGridForms(): Promise<Map<string, StandardGridFormDef>> {
  const forms = new Map<string, StandardGridFormDef>();
  for (const { org } of await loadOrgs()) {
    for (const form of org.forms) if (form.kind === 'standard-grid') forms.set(org.id, form);
  }
  return forms;
}

/** The form of one org; throws when the org has no standard grid form. */
export async function realGridForm(orgId: string): Promise<StandardGridFormDef> {
  const form = (await realGridForms()).get(orgId);
  if (!form) throw new Error(`orgs/${orgId}.yaml has no standard grid form`);
  return form;
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

/** The membership renewal form of orgs/scci.yaml, loaded through the real loader. */
export async function realMembershipForm(): Promise<MembershipRenewalFormDef> {
  const [scci] = await loadOrgs(undefined, { only: 'scci' });
  const form = scci?.org.forms.find((candidate) => candidate.kind === 'membership-renewal');
  if (!form) throw new Error('orgs/scci.yaml has no membership renewal form');
  return form;
}
