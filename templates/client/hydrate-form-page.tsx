/**
 * Hydrates a form page: reads the props the build wrote into the page (the `#page-props` JSON block) and
 * hydrates `#root` with the same tree the build rendered, the form coming from `render`. `deps` replaces
 * the browser's fetch, navigation and timers (tests observe them this way).
 *
 * Hydration runs as a transition, so React does it in slices and yields to the browser between them
 * (https://react.dev/reference/react/startTransition) instead of holding a slow phone's main thread for
 * the whole form: the page already shows and works as a plain form meanwhile, and a donor's input
 * before hydration ends makes React finish at once (https://react.dev/reference/react-dom/client/hydrateRoot).
 * A page shown in another site's frame starts talking to it first (`embed/embed-check.ts`).
 */
import { type ReactElement, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { FormDef } from '../../orgs/types.ts';
import { FormPage } from '../FormPage.tsx';
import { startEmbedded } from '../embed/embed-check.ts';
import { browserDeps, OrderDepsContext, type OrderDeps } from '../order-flow/order-deps.ts';
import { PAGE_PROPS_ID, ROOT_ID, type FormPageProps } from '../page-props.ts';

/** The page's props with `form` narrowed to one kind. */
export type KindPageProps<K extends FormDef['kind']> = FormPageProps & { form: Extract<FormDef, { kind: K }> };

/**
 * Hydrates the page when its form is of `kind`. Returns the React root, or undefined when the page lacks
 * `#root` or its props, or holds another kind of form (then it stays a plain HTML form).
 */
export function hydrateFormPage<K extends FormDef['kind']>(
  doc: Document,
  kind: K,
  render: (props: KindPageProps<K>) => ReactElement,
  deps: OrderDeps = browserDeps,
): Root | undefined {
  const root = doc.getElementById(ROOT_ID);
  const data = doc.getElementById(PAGE_PROPS_ID)?.textContent;
  if (!root || !data) return undefined;
  const props = JSON.parse(data) as FormPageProps;
  if (props.form.kind !== kind) return undefined;
  startEmbedded(doc, props.embed, props.messages);
  const page = (
    <OrderDepsContext value={deps}>
      <FormPage language={props.language} messages={props.messages} orgTexts={props.orgTexts} zakat={props.zakat}>
        {render(props as KindPageProps<K>)}
      </FormPage>
    </OrderDepsContext>
  );
  let hydrated: Root | undefined;
  startTransition(() => {
    hydrated = hydrateRoot(root, page);
  });
  return hydrated;
}
