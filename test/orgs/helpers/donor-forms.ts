/**
 * The donation pages, zakat forms and campaign form of the repository's own org files, by route and
 * narrowed to their kind, a valid set of donor values for them, and the campaign form's messages.
 */
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { FormDef } from '../../../orgs/types.ts';

/** The org id of each route of these kinds. */
export const DONOR_ROUTES = {
  '/merchantform/DarUlSukoon/Donation': 'darulsukoon',
  '/merchantform/DarUlSukoon/Zakat': 'darulsukoon',
  '/merchantform/JTQ/Donation': 'jtq',
  '/merchantform/JTQ/Zakat': 'jtq',
  '/merchantform/QNQ-foundation': 'qnq-foundation',
} as const;

/**
 * The form at `route` of org `orgId` (loaded alone, so another org's mistakes do not matter here);
 * throws when it is missing or of another kind than `kind`.
 */
export async function donorForm<K extends FormDef['kind']>(orgId: string, route: string, kind: K): Promise<Extract<FormDef, { kind: K }>> {
  const [loaded] = await loadOrgs(undefined, { only: orgId });
  const form = loaded?.org.forms.find((candidate) => candidate.route === route);
  if (!form || form.kind !== kind) throw new Error(`orgs/${orgId}.yaml has no ${kind} form at ${route}`);
  return form as Extract<FormDef, { kind: K }>;
}

/** A complete, valid set of the donor's fields (a Pakistani mobile, PKR 2500). */
export const DONOR_VALUES = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.org',
  phoneNumber: '03001234567',
  address: 'House 1, Street 2, Lahore',
  currency: 'PKR',
  amount: '2500',
} as const;

/** The messages of an empty submit of a campaign form (the original forms' texts), field by field in display order. */
export const CAMPAIGN_EMPTY_SUBMIT_ERRORS = {
  name: 'Name is required.',
  email: 'Email is required.',
  phoneNumber: 'PhoneNumber is required.',
  address: 'Address is required.',
  amount: 'Amount is required.',
  currency: 'Currency is required.',
  donationType: 'Donation type is required.',
  campaign: 'Campaign is required.',
} as const;
