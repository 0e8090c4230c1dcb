/**
 * The form component of each kind, for the build (which renders every kind) and tests. Browser code
 * imports a single kind's component through its client entry instead, to keep each page's script small.
 */
import type { ReactElement } from 'react';
import { MembershipRenewalForm } from './MembershipRenewalForm.tsx';
import type { FormPageProps } from './page-props.ts';
import { StandardGridForm } from './StandardGridForm.tsx';

/** The element of the form described by `props.form`, by its kind. */
export function formElement(props: FormPageProps): ReactElement {
  const { form } = props;
  switch (form.kind) {
    case 'standard-grid':
      return <StandardGridForm {...props} form={form} />;
    case 'membership-renewal':
      return <MembershipRenewalForm {...props} form={form} />;
  }
}
