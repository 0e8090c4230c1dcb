/**
 * The page of a payment form that posts to `POST {apiBase}/orders` (standard submit
 * flow): the page frame, the note on required fields, the form with the kind's fields, Submit and the
 * message under the form. `state` is the form's `useOrderForm`; each kind passes only its own fields
 * and any extra parts around them.
 */
import type { ReactNode } from 'react';
import type { OrderForm } from './order-flow/use-order-form.ts';
import { FormCard, type FormCardProps } from './FormCard.tsx';
import { PostingForm } from './PostingForm.tsx';
import { RequiredNote } from './RequiredNote.tsx';
import { SubmitButton } from './SubmitButton.tsx';

export interface OrderFormCardProps extends Omit<FormCardProps, 'form'> {
  form: FormCardProps['form'] & { route: string };
  /** Base URL of the proxy's API, e.g. `/api`. */
  apiBase: string;
  state: OrderForm;
  /** Shown between the heading and the note (e.g. the course's instructions). */
  intro?: ReactNode;
  /** Replaces the plain Submit button at the end of the form. */
  actions?: ReactNode;
  /** Shown in the card below the form (e.g. the currency-rate widget). */
  after?: ReactNode;
}

/** The whole card; `narrow` also lays the form out in a single column. */
export function OrderFormCard({ form, apiBase, state, intro, actions, after, children, ...card }: OrderFormCardProps) {
  return (
    <FormCard form={form} {...card}>
      {intro}
      <RequiredNote />
      <PostingForm
        formRef={state.formRef}
        className={card.narrow ? 'form-grid form-grid--single' : 'form-grid'}
        apiBase={apiBase}
        endpoint="orders"
        onSubmit={state.submit}
        route={form.route}
        message={state.formMessage}
      >
        {children}
        {actions ?? <SubmitButton loading={state.loading} />}
      </PostingForm>
      {after}
    </FormCard>
  );
}
