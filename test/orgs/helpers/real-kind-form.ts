/** One form of the repository's own org files, loaded alone through the real loader and narrowed to its kind. */
import type { FormKind, FormOf } from '../../../orgs/kinds.ts';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { Org } from '../../../orgs/types.ts';
import { formOfKind } from '../../helpers/fixture-orgs.ts';

/** The org `orgId` and its form of `kind` at `route` (default: its first form); see `formOfKind`. */
export async function realKindForm<K extends FormKind>(orgId: string, kind: K, route?: string): Promise<{ org: Org; form: FormOf<K> }> {
  const [loaded] = await loadOrgs(undefined, { only: orgId });
  const org = loaded!.org;
  return { org, form: formOfKind(org, kind, route, `orgs/${orgId}.yaml`) };
}
