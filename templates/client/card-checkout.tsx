/** Script of the card checkout page: listens for the provider's payment result and shows it. */
import { CardCheckoutPage } from '../CardCheckoutPage.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'card-checkout', (props) => <CardCheckoutPage {...props} />);
