/**
 * The page's translator for the components under `FormPage`, which provides it from the page props'
 * language and messages (`page-props.ts`), so a component reads its words with
 * `const { t, text } = useTranslator()`: `t('common.languageSwitch')` for the product's own messages,
 * `text(form.title)` for the org file's.
 */
import { createContext, useContext } from 'react';
import type { Translator } from '../../orgs/i18n/translator.ts';

export const TranslatorContext = createContext<Translator | null>(null);

/** The translator `FormPage` provides. Throws when a component renders outside a `FormPage`. */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslator: this component renders outside a FormPage, which provides the messages');
  return translator;
}
