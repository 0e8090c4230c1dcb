/**
 * Per form kind, the files the build needs: the template (named in build errors) and the client entry
 * that hydrates only that kind, so a page downloads the code of its own form and no other. Adding a
 * kind to `FormDef` without a line here is a type error.
 */
import type { FormDef } from '../orgs/types.ts';

export type FormKind = FormDef['kind'];

export interface FormKindFiles {
  /** The component file, relative to the project root. */
  template: string;
  /** The client entry, relative to the project root. */
  clientEntry: string;
}

export const formKinds: Record<FormKind, FormKindFiles> = {
  'standard-grid': {
    template: 'templates/StandardGridForm.tsx',
    clientEntry: 'templates/client/standard-grid.tsx',
  },
  'membership-renewal': {
    template: 'templates/MembershipRenewalForm.tsx',
    clientEntry: 'templates/client/membership-renewal.tsx',
  },
};
