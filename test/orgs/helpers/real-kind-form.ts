/** One form of the repository's own org files, loaded alone through the real loader and narrowed to its kind. */
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { FormDef, Org } from '../../../orgs/types.ts';

export type FormOfKind<K extends FormDef['kind']> = Extract<FormDef, { kind: K }>;

/** The org `orgId` and its form at `route` (default: its first form); throws unless that form is of `kind`. */
export async function realKindForm<K extends FormDef['kind']>(
  orgId: string,
  kind: K,
  route?: string,
): Promise<{ org: Org; form: FormOfKind<K> }> {
  const [loaded] = await loadOrgs(undefined, { only: orgId });
  const org = loaded!.org;
  const form = route === undefined ? org.forms[0] : org.forms.find((candidate) => candidate.route === route);
  if (form?.kind !== kind) throw new Error(`orgs/${orgId}.yaml has no ${kind} form${route ? ` at ${route}` : ''}`);
  return { org, form: form as FormOfKind<K> };
}
