/** Script of the donation wizard pages: one step at a time, the checks of each step and the submit flow. */
import { DonationWizardForm } from '../DonationWizardForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'donation-wizard', (props) => <DonationWizardForm {...props} />);
