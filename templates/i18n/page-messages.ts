/**
 * What a page ships of the catalogues (Node only: it compiles them): the areas its components and
 * rules read, in the page's language, as `FormPageProps.messages`. Everything else stays out of the page.
 */
import { compiledMessages } from '../../i18n/compile.ts';
import type { Language } from '../../i18n/languages.ts';
import type { CompiledMessages } from '../../i18n/translator.ts';

/** The catalogue areas every form page reads, as key prefixes. */
export const PAGE_MESSAGE_AREAS = [
  'common.',
  'form.',
  'flow.',
  'wizard.',
  'membership.',
  'accountRemoval.',
  'course.',
  'zakat.',
  'checkout.',
  'sample.',
] as const;

/** The compiled messages a form page in `language` carries. */
export function pageMessages(language: Language): CompiledMessages {
  return compiledMessages(language, PAGE_MESSAGE_AREAS);
}
