/** Script of the donation-type and campaign form: brings the live checks and the submit flow to life. */
import { CampaignForm } from '../CampaignForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'campaign-form', (props) => <CampaignForm {...props} />);
