/** Script of the zakat forms (both variants): the live checks, the donation summary and the submit flow. */
import { ZakatForm } from '../ZakatForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'zakat-form', (props) => <ZakatForm {...props} />);
