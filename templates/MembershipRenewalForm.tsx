/**
 * The membership renewal page: the lookup step, then, once the proxy has found the
 * member, the details step. The page renders (and hydrates) on the lookup step; the details exist only
 * in the browser, so nothing of a member is ever in the built HTML.
 */
import { useState } from 'react';
import { membershipTypeOf } from '../orgs/kinds/membership-renewal/dues.ts';
import type { MembershipRenewalFormDef, MembershipTypeDef } from '../orgs/types.ts';
import { FormCard } from './FormCard.tsx';
import type { MemberDetails, SentLookup } from './membership/membership-api.ts';
import { MembershipDetails } from './membership/MembershipDetails.tsx';
import { MembershipLookup } from './membership/MembershipLookup.tsx';
import { NEEDS_SCRIPT_CLASS, NeedsScript } from './no-script/NeedsScript.tsx';
import { RequiredNote } from './RequiredNote.tsx';
import { useTranslator } from './i18n/translator-context.ts';
import type { PageImage } from './page-props.ts';

export interface MembershipRenewalFormProps {
  form: MembershipRenewalFormDef;
  apiBase: string;
  logo?: PageImage;
}

interface Found {
  type: MembershipTypeDef;
  lookup: SentLookup;
  member: MemberDetails;
}

export function MembershipRenewalForm({ form, apiBase, logo }: MembershipRenewalFormProps) {
  const { t } = useTranslator();
  const [found, setFound] = useState<Found>();
  // The last lookup, kept when the member goes back to change the type or ID.
  const [previous, setPrevious] = useState<SentLookup>();

  function onFound(lookup: SentLookup, member: MemberDetails) {
    const type = membershipTypeOf(form, lookup.membershipType);
    // The lookup's rules only accept the form's own types, so `type` is always there.
    if (type) setFound({ type, lookup, member });
    setPrevious(lookup);
  }

  return (
    <FormCard form={form} logo={logo}>
      {found ? (
        <MembershipDetails form={form} apiBase={apiBase} {...found} onBack={() => setFound(undefined)} />
      ) : (
        <>
          {/* The lookup and the payment are calls the page's script makes. */}
          <NeedsScript>{t('membership.needsScript')}</NeedsScript>
          <div className={NEEDS_SCRIPT_CLASS}>
            <RequiredNote />
            <MembershipLookup form={form} apiBase={apiBase} onFound={onFound} previous={previous} />
          </div>
        </>
      )}
    </FormCard>
  );
}
