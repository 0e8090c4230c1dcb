/**
 * The hydrated part of a form page: the form itself (its kind's component) plus the popups. The build
 * renders it with `formElement` (every kind); each kind's client entry hydrates it with that kind's
 * component only, so the two trees are the same while a page downloads just its own form's code. It
 * provides the page's translator (`orgs/i18n/translator-context.ts`) to everything under it, and the zakat
 * calculator's target (`zakat-calculator/zakat-target-context.ts`).
 */
import { type ReactNode, useEffect, useMemo } from 'react';
import type { Language } from '../orgs/i18n/languages.ts';
import { type CompiledMessages, createTranslator, type OrgTexts } from '../orgs/i18n/translator.ts';
import { TranslatorContext } from './i18n/translator-context.ts';
import type { ZakatTarget } from '../orgs/zakat/zakat-target.ts';
import { ZakatTargetContext } from './zakat-calculator/zakat-target-context.ts';
import { Toasts } from './Toasts.tsx';

export interface FormPageFrameProps {
  /** The page's language, messages and org texts, as in its props (`page-props.ts`). */
  language: Language;
  messages: CompiledMessages;
  orgTexts?: OrgTexts;
  /** Told of each org text the page shows without a translation (the build's check, never in a browser). */
  onUntranslated?: (english: string) => void;
  /** Where the zakat calculator puts its answer, as in the page's props; absent: no calculator. */
  zakat?: ZakatTarget;
  children?: ReactNode;
}

export function FormPage({ language, messages, orgTexts, onUntranslated, zakat, children }: FormPageFrameProps) {
  const translator = useMemo(
    () => createTranslator(language, messages, orgTexts, onUntranslated),
    [language, messages, orgTexts, onUntranslated],
  );
  // Marks the end of hydration for the page-load benchmark (test/bench/page-loads.ts), which reads it; `?.`
  // because jsdom, where the template tests hydrate pages, has no performance.mark.
  useEffect(() => {
    performance.mark?.('forms:hydrated');
  }, []);
  return (
    <TranslatorContext value={translator}>
      <ZakatTargetContext value={zakat}>{children}</ZakatTargetContext>
      <Toasts />
    </TranslatorContext>
  );
}
