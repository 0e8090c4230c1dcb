/**
 * Valid order submissions (`POST /api/orders` bodies) for a mix of the repository's forms, one or more
 * per form kind that takes a payment, as their pages send them. The donor details are made unique per
 * submission, so two submissions are never the same request.
 */
import type { DonationWizardFormDef, Org } from '../../../../orgs/types.ts';
import { ASSOCIATE_VALUES } from '../../../orgs/helpers/associates-values.ts';
import { REGISTRATION_VALUES } from '../../../orgs/helpers/course-values.ts';
import { DONOR_VALUES } from '../../../orgs/helpers/donor-forms.ts';
import { wizardValues } from '../../../orgs/helpers/wizard-forms.ts';
import { GRID_VALUES } from '../../helpers/proxy-app.ts';

export interface Submission {
  route: string;
  values: Record<string, string>;
}

/** Per route, the values its page sends; `orgs` must include every org named here (e.g. every fixture org). */
function templates(orgs: readonly Org[]): Submission[] {
  const form = (route: string) => {
    const found = orgs.flatMap((org) => org.forms).find((candidate) => candidate.route === route);
    if (!found) throw new Error(`no org file publishes ${route}`);
    return found;
  };
  const { donationType: _gridPurpose, ...donor } = GRID_VALUES;
  return [
    { route: '/merchantform/grid-three-currencies', values: { ...GRID_VALUES } },
    { route: '/merchantform/grid-five-currencies', values: { ...donor, donationType: 'Zakat' } },
    { route: '/grid-payment-type', values: { ...donor, paymentType: 'Donation' } },
    { route: '/merchantform/donation-pages/Donation', values: { ...DONOR_VALUES } },
    { route: '/merchantform/zakat-plain', values: { ...DONOR_VALUES } },
    { route: '/merchantform/campaign-and-zakat/Donation', values: { ...DONOR_VALUES, donationType: 'Zakat', campaign: 'OrphanCare' } },
    { route: '/merchantform/associates', values: { ...ASSOCIATE_VALUES } },
    { route: '/course-registration', values: { ...REGISTRATION_VALUES } },
    { route: '/fixed-amount-pkr', values: { name: 'Ayesha Khan', email: 'ayesha@example.org' } },
    {
      route: '/merchantform/wizard-two-accounts',
      values: wizardValues(form('/merchantform/wizard-two-accounts') as DonationWizardFormDef),
    },
    { route: '/wizard-category', values: wizardValues(form('/wizard-category') as DonationWizardFormDef) },
  ];
}

/** `count` submissions cycling through the mix; submission n has the email `donor-n@example.org`. */
export function orderMix(orgs: readonly Org[], count: number): Submission[] {
  const mix = templates(orgs);
  return Array.from({ length: count }, (_, n) => {
    const { route, values } = mix[n % mix.length]!;
    return { route, values: { ...values, email: `donor-${n}@example.org` } };
  });
}
