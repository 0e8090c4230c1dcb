/**
 * The membership renewal page (spec section 2): the lookup step, then, once the proxy has found the
 * member, the details step. The page renders (and hydrates) on the lookup step; the details exist only
 * in the browser, so nothing of a member is ever in the built HTML.
 */
import { useState } from 'react';
import { membershipTypeOf } from '../orgs/rules/membership-dues.ts';
import type { MembershipRenewalFormDef, MembershipTypeDef } from '../orgs/types.ts';
import type { LookupRequest, MemberDetails } from './membership/membership-api.ts';
import { MembershipDetails } from './membership/MembershipDetails.tsx';
import { MembershipLookup } from './membership/MembershipLookup.tsx';

export interface MembershipRenewalFormProps {
  form: MembershipRenewalFormDef;
  apiBase: string;
  logoUrl?: string;
}

interface Found {
  type: MembershipTypeDef;
  lookup: LookupRequest;
  member: MemberDetails;
}

export function MembershipRenewalForm({ form, apiBase, logoUrl }: MembershipRenewalFormProps) {
  const [found, setFound] = useState<Found>();

  function onFound(lookup: LookupRequest, member: MemberDetails) {
    const type = membershipTypeOf(form, lookup.membershipType);
    // The lookup's rules only accept the form's own types, so `type` is always there.
    if (type) setFound({ type, lookup, member });
  }

  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className="form-card">
        {form.logo && logoUrl && <img className="form-logo" src={logoUrl} alt={form.logo.alt} />}
        <h1>{form.title}</h1>
        {found ? (
          <MembershipDetails form={form} apiBase={apiBase} {...found} />
        ) : (
          <>
            <p className="form-note">Fields marked * are required.</p>
            <MembershipLookup form={form} apiBase={apiBase} onFound={onFound} />
          </>
        )}
      </div>
    </main>
  );
}
