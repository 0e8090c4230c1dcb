/** Script of the course registration page: the live checks, the CNIC filter and the submit flow. */
import { CourseRegistrationForm } from '../CourseRegistrationForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'course-registration', (props) => <CourseRegistrationForm {...props} />);
