/**
 * The frame of every form page: the themed page, the card, the org's logo when the
 * build has one, and the heading. What goes in the card below the heading is the kind's own.
 */
import type { ReactNode } from 'react';
import { useTranslator } from './i18n/translator-context.ts';
import type { PageImage } from './page-props.ts';

export interface FormCardProps {
  /** The form's look: `theme` picks the page's colours; `logo.alt` is the logo's text. */
  form: { title: string; theme: 'light' | 'dark'; logo?: { alt: string } };
  /** The logo (URL relative to the page's folder, and size); absent: no logo. */
  logo?: PageImage;
  /** A narrow card, for forms of one or two fields. */
  narrow?: boolean;
  /** Draws the logo as a banner across the card (the donation page). */
  banner?: boolean;
  /** Replaces the plain `<h1>` title (e.g. the zakat form's quote header). */
  heading?: ReactNode;
  children: ReactNode;
}

/**
 * The page frame around `children`; the logo shows only when the form names one and the build gave it.
 * The logo carries its width and height, so its place is kept before it loads and nothing below moves.
 */
export function FormCard({ form, logo, narrow, banner, heading, children }: FormCardProps) {
  const { text } = useTranslator();
  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className={narrow ? 'form-card form-card--narrow' : 'form-card'}>
        {form.logo && logo && (
          <img
            className={banner ? 'form-logo form-banner' : 'form-logo'}
            src={logo.url}
            width={logo.width}
            height={logo.height}
            alt={text(form.logo.alt)}
          />
        )}
        {heading ?? <h1>{text(form.title)}</h1>}
        {children}
      </div>
    </main>
  );
}
