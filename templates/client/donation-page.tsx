/** Script of the donation and zakat pages: the live checks, the submit flow and the currency-rate widget. */
import { DonationPageForm } from '../DonationPageForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'donation-page', (props) => <DonationPageForm {...props} />);
