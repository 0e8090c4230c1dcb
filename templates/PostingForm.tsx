/**
 * A form that posts to the proxy: a real `<form method="post">`, so it works before (or without) its
 * script, carrying the form's route as a hidden field so the proxy knows which form it came from
 *, the honeypot that bots fill (`fields/Honeypot.tsx`), and the message under the form
 * (role alert: the original forms, in red under the form). Every kind's script submits through here, so
 * this is where a filled honeypot stops the submit, silently, before the kind's handler sees it.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Honeypot } from './fields/Honeypot.tsx';
import { unlessHoneypotFilled } from './fields/honeypot-field.ts';

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

/**
 * The `<form>` around `children` (fields and buttons), with the hidden route and the honeypot first and
 * the message last. `onSubmit` runs only while the honeypot is empty.
 */
export function PostingForm({ formRef, className = 'form-grid', action, onSubmit, route, message, children }: PostingFormProps) {
  return (
    <form ref={formRef} className={className} method="post" action={action} onSubmit={unlessHoneypotFilled(onSubmit)}>
      <input type="hidden" name="route" value={route} />
      <Honeypot />
      {children}
      <p className="form-message" role="alert">
        {message}
      </p>
    </form>
  );
}
