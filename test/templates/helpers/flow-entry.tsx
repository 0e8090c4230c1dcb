/** Test build of the form script: hydrates with the fakes a test put on `window.testDeps`. */
import { hydrateFormPage } from '../../../templates/client/hydrate-form-page.tsx';
import type { OrderDeps } from '../../../templates/order-flow/order-deps.ts';

hydrateFormPage(document, (window as unknown as { testDeps: OrderDeps }).testDeps);
