/**
 * A form that posts to the proxy: a real `<form method="post">`, so it works before (or without) its
 * script, carrying the form's route as a hidden field so the proxy knows which form it came from,
 * posting to the endpoint's address in the page's language (`endpointAddress`: `?lang=ur` on an Urdu
 * page) so the proxy answers in it, the honeypot that bots fill
 * (`fields/Honeypot.tsx`), and the message under the form
 * (role alert: the original forms, in red under the form). Every kind's script submits through here, so
 * this is where a filled honeypot stops the submit, silently, before the kind's handler sees it.
 * It posts to the top window (`target="_top"`): an embedded form sent without its script goes on to the
 * checkout in the whole window, never inside the frame; on a page of its own the top is the page itself.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Honeypot } from './fields/Honeypot.tsx';
import { unlessHoneypotFilled } from './fields/honeypot-field.ts';
import { endpointAddress, type PostEndpoint } from '../orgs/api-contract.ts';
import { useTranslator } from './i18n/translator-context.ts';

export interface PostingFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's layout class; default 'form-grid'. */
  className?: string;
  /** Absolute or page-relative URL of the proxy's API, e.g. `/api`. */
  apiBase: string;
  /** The endpoint the form posts to, e.g. 'orders'. */
  endpoint: PostEndpoint;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The form's public route, e.g. `/merchantform/jhrtrust`. */
  route: string;
  /** The message under the form; '' for none. */
  message: string;
  children: ReactNode;
}

/**
 * The `<form>` around `children` (fields and buttons), posting to `endpoint` under `apiBase` in the
 * page's language, with the hidden route and the honeypot first and the message last. `onSubmit` runs
 * only while the honeypot is empty. The hidden inputs are not fields of the form's rules.
 */
export function PostingForm({ formRef, className = 'form-grid', apiBase, endpoint, onSubmit, route, message, children }: PostingFormProps) {
  const { language } = useTranslator();
  const action = endpointAddress(apiBase, endpoint, language);
  return (
    <form ref={formRef} className={className} method="post" action={action} target="_top" onSubmit={unlessHoneypotFilled(onSubmit)}>
      <input type="hidden" name="route" value={route} />
      <Honeypot />
      {children}
      <p className="form-message" role="alert">
        {message}
      </p>
    </form>
  );
}
