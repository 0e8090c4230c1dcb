/** Script of the standard grid form pages: brings the live checks and the submit flow to life. */
import { StandardGridForm } from '../StandardGridForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'standard-grid', (props) => <StandardGridForm {...props} />);
