/**
 * The hydrated part of a form page: the org's form, chosen by its kind, plus the popups. Each form kind
 * has its own component file; later kinds join the switch.
 */
import { MembershipRenewalForm } from './MembershipRenewalForm.tsx';
import type { FormPageProps } from './page-props.ts';
import { StandardGridForm } from './StandardGridForm.tsx';
import { Toasts } from './Toasts.tsx';

function FormForKind({ form, apiBase, logoUrl }: FormPageProps) {
  switch (form.kind) {
    case 'standard-grid':
      return <StandardGridForm form={form} apiBase={apiBase} logoUrl={logoUrl} />;
    case 'membership-renewal':
      return <MembershipRenewalForm form={form} apiBase={apiBase} logoUrl={logoUrl} />;
  }
}

export function FormPage(props: FormPageProps) {
  return (
    <>
      <FormForKind {...props} />
      <Toasts />
    </>
  );
}
