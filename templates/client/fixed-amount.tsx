/** Script of the fixed-amount billing pages: the live checks of name and email, and the submit flow. */
import { FixedAmountForm } from '../FixedAmountForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'fixed-amount', (props) => <FixedAmountForm {...props} />);
