/**
 * Script of every form page: hydrates the form the build rendered, which brings the live checks and the
 * submit flow to life.
 */
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document);
