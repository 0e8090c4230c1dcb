/**
 * The frame of every form page: the themed page, the card, the org's logo when the
 * build has one, and the heading. What goes in the card below the heading is the kind's own.
 */
import type { ReactNode } from 'react';
import { useTranslator } from './i18n/translator-context.ts';

export interface FormCardProps {
  /** The form's look: `theme` picks the page's colours; `logo.alt` is the logo's text. */
  form: { title: string; theme: 'light' | 'dark'; logo?: { alt: string } };
  /** URL of the logo relative to the page's folder; absent: no logo. */
  logoUrl?: string;
  /** A narrow card, for forms of one or two fields. */
  narrow?: boolean;
  /** Draws the logo as a banner across the card (the donation page). */
  banner?: boolean;
  /** Replaces the plain `<h1>` title (e.g. the zakat form's quote header). */
  heading?: ReactNode;
  children: ReactNode;
}

/** The page frame around `children`; the logo shows only when the form names one and the build gave its URL. */
export function FormCard({ form, logoUrl, narrow, banner, heading, children }: FormCardProps) {
  const { text } = useTranslator();
  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className={narrow ? 'form-card form-card--narrow' : 'form-card'}>
        {form.logo && logoUrl && <img className={banner ? 'form-logo form-banner' : 'form-logo'} src={logoUrl} alt={text(form.logo.alt)} />}
        {heading ?? <h1>{text(form.title)}</h1>}
        {children}
      </div>
    </main>
  );
}
