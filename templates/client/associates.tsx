/** Script of the associates form page: the live checks and filters, the phone input, the submit flow. */
import { AssociatesForm } from '../AssociatesForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'associates', (props) => <AssociatesForm {...props} />);
