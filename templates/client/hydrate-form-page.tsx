/**
 * Hydrates a form page: reads the props the build wrote into the page (the `#page-props` JSON block) and
 * hydrates `#root` with the same tree the build rendered. `deps` replaces the browser's fetch,
 * navigation and timers (tests observe them this way).
 */
import { hydrateRoot, type Root } from 'react-dom/client';
import { FormPage } from '../FormPage.tsx';
import { browserDeps, OrderDepsContext, type OrderDeps } from '../order-flow/order-deps.ts';
import { PAGE_PROPS_ID, ROOT_ID, type FormPageProps } from '../page-props.ts';

/** The React root, or undefined when the page lacks `#root` or its props (then it stays a plain form). */
export function hydrateFormPage(doc: Document, deps: OrderDeps = browserDeps): Root | undefined {
  const root = doc.getElementById(ROOT_ID);
  const data = doc.getElementById(PAGE_PROPS_ID)?.textContent;
  if (!root || !data) return undefined;
  const props = JSON.parse(data) as FormPageProps;
  return hydrateRoot(
    root,
    <OrderDepsContext value={deps}>
      <FormPage {...props} />
    </OrderDepsContext>,
  );
}
