/**
 * Per form kind, the files the build needs: the template (named in build errors) and the client entry
 * that hydrates only that kind, so a page downloads the code of its own form and no other. Adding a
 * kind to `FormDef` without a line here is a type error.
 */
import type { FormKind } from '../orgs/kinds.ts';

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
  'donation-page': {
    template: 'templates/DonationPageForm.tsx',
    clientEntry: 'templates/client/donation-page.tsx',
  },
  'zakat-form': {
    template: 'templates/ZakatForm.tsx',
    clientEntry: 'templates/client/zakat-form.tsx',
  },
  'campaign-form': {
    template: 'templates/CampaignForm.tsx',
    clientEntry: 'templates/client/campaign-form.tsx',
  },
  'account-removal': {
    template: 'templates/AccountRemovalForm.tsx',
    clientEntry: 'templates/client/account-removal.tsx',
  },
  'sample-contribution': {
    template: 'templates/SampleContributionForm.tsx',
    clientEntry: 'templates/client/sample-contribution.tsx',
  },
  'card-checkout': {
    template: 'templates/CardCheckoutPage.tsx',
    clientEntry: 'templates/client/card-checkout.tsx',
  },
  'donation-wizard': {
    template: 'templates/DonationWizardForm.tsx',
    clientEntry: 'templates/client/donation-wizard.tsx',
  },
  associates: {
    template: 'templates/AssociatesForm.tsx',
    clientEntry: 'templates/client/associates.tsx',
  },
  'course-registration': {
    template: 'templates/CourseRegistrationForm.tsx',
    clientEntry: 'templates/client/course-registration.tsx',
  },
  'fixed-amount': {
    template: 'templates/FixedAmountForm.tsx',
    clientEntry: 'templates/client/fixed-amount.tsx',
  },
};
