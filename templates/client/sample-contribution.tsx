/** Script of the sample contribution form: the field checks, and logging the values on Submit. */
import { SampleContributionForm } from '../SampleContributionForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'sample-contribution', (props) => <SampleContributionForm {...props} />);
