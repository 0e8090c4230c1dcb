/**
 * The hydrated part of a form page: the form itself (its kind's component) plus the popups. The build
 * renders it with `formElement` (every kind); each kind's client entry hydrates it with that kind's
 * component only, so the two trees are the same while a page downloads just its own form's code.
 */
import { type ReactNode, useEffect } from 'react';
import { Toasts } from './Toasts.tsx';

export function FormPage({ children }: { children: ReactNode }) {
  // Marks the end of hydration for the page-load benchmark (bench/page-loads.ts), which reads it; `?.`
  // because jsdom, where the template tests hydrate pages, has no performance.mark.
  useEffect(() => {
    performance.mark?.('forms:hydrated');
  }, []);
  return (
    <>
      {children}
      <Toasts />
    </>
  );
}
