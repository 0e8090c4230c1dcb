/**
 * The form component of each kind, for the build (which renders every kind) and tests. Browser code
 * imports a single kind's component through its client entry instead (written from the kinds table's
 * `template` by build/kind-entries.ts), to keep each page's script small. The kinds table cannot name
 * the components itself: the proxy and the loader load it, and must not load React pages. Nor can this
 * module import them by the table's file names at run time: that needs a top-level await, which neither
 * the tests' runner (uvu loads modules through tsx's `require`) nor their classic-script bundles allow.
 * Here the compiler checks that each component takes its own kind's form.
 */
import type { ReactElement } from 'react';
import { AccountRemovalForm } from './AccountRemovalForm.tsx';
import { AssociatesForm } from './AssociatesForm.tsx';
import { CampaignForm } from './CampaignForm.tsx';
import { CardCheckoutPage } from './CardCheckoutPage.tsx';
import { CourseRegistrationForm } from './CourseRegistrationForm.tsx';
import { DonationPageForm } from './DonationPageForm.tsx';
import { DonationWizardForm } from './DonationWizardForm.tsx';
import { FixedAmountForm } from './FixedAmountForm.tsx';
import { MembershipRenewalForm } from './MembershipRenewalForm.tsx';
import type { FormPageProps } from './page-props.ts';
import { SampleContributionForm } from './SampleContributionForm.tsx';
import { StandardGridForm } from './StandardGridForm.tsx';
import { ZakatForm } from './ZakatForm.tsx';

/** The element of the form described by `props.form`, by its kind. */
export function formElement(props: FormPageProps): ReactElement {
  const { form } = props;
  switch (form.kind) {
    case 'standard-grid':
      return <StandardGridForm {...props} form={form} />;
    case 'membership-renewal':
      return <MembershipRenewalForm {...props} form={form} />;
    case 'donation-page':
      return <DonationPageForm {...props} form={form} />;
    case 'zakat-form':
      return <ZakatForm {...props} form={form} />;
    case 'campaign-form':
      return <CampaignForm {...props} form={form} />;
    case 'account-removal':
      return <AccountRemovalForm {...props} form={form} />;
    case 'sample-contribution':
      return <SampleContributionForm {...props} form={form} />;
    case 'card-checkout':
      return <CardCheckoutPage {...props} form={form} />;
    case 'donation-wizard':
      return <DonationWizardForm {...props} form={form} />;
    case 'associates':
      return <AssociatesForm {...props} form={form} />;
    case 'course-registration':
      return <CourseRegistrationForm {...props} form={form} />;
    case 'fixed-amount':
      return <FixedAmountForm {...props} form={form} />;
  }
}
