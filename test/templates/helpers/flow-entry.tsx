/** Test build of the form scripts: hydrates any kind with the fakes a test put on `window.testDeps`. */
import type { FormDef } from '../../../orgs/types.ts';
import { hydrateFormPage } from '../../../templates/client/hydrate-form-page.tsx';
import { formElement } from '../../../templates/form-element.tsx';
import type { OrderDeps } from '../../../templates/order-flow/order-deps.ts';
import { PAGE_PROPS_ID } from '../../../templates/page-props.ts';

const kind = (JSON.parse(document.getElementById(PAGE_PROPS_ID)?.textContent ?? '{}') as { form?: FormDef }).form?.kind;
if (kind) hydrateFormPage(document, kind, formElement, (window as unknown as { testDeps: OrderDeps }).testDeps);
