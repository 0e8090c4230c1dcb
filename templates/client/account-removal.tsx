/** Script of the account removal page: the email check and sending the request to the proxy. */
import { AccountRemovalForm } from '../AccountRemovalForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'account-removal', (props) => <AccountRemovalForm {...props} />);
