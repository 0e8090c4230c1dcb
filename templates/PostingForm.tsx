/**
 * A form that posts to the proxy: a real `<form method="post">`, so it works before (or without) its
 * script, carrying the form's route as a hidden field so the proxy knows which form it came from
 * (spec section 3), and the message under the form (role alert: spec section 8, in red under the form).
 */
import type { FormEvent, ReactNode, RefObject } from 'react';

export interface PostingFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's layout class; default 'form-grid'. */
  className?: string;
  /** Absolute or page-relative URL of the proxy endpoint, e.g. `/api/orders`. */
  action: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The form's public route, e.g. `/merchantform/jhrtrust`. */
  route: string;
  /** The message under the form; '' for none. */
  message: string;
  children: ReactNode;
}

/** The `<form>` around `children` (fields and buttons), with the hidden route first and the message last. */
export function PostingForm({ formRef, className = 'form-grid', action, onSubmit, route, message, children }: PostingFormProps) {
  return (
    <form ref={formRef} className={className} method="post" action={action} onSubmit={onSubmit}>
      <input type="hidden" name="route" value={route} />
      {children}
      <p className="form-message" role="alert">
        {message}
      </p>
    </form>
  );
}
