/**
 * What a page ships of the catalogues (Node only: it compiles them): the areas its components and
 * rules read, in the page's language, as `FormPageProps.messages`. Everything else stays out of the page.
 */
import { compiledMessages } from '../../i18n/compile.ts';
import type { Language } from '../../i18n/languages.ts';
import type { CompiledMessages, OrgTexts } from '../../i18n/translator.ts';

/** The catalogue areas every form page reads, as key prefixes. */
export const PAGE_MESSAGE_AREAS = ['common.'] as const;

/** The compiled messages a form page in `language` carries. */
export function pageMessages(language: Language): CompiledMessages {
  return compiledMessages(language, PAGE_MESSAGE_AREAS);
}

/** Every string in `value` (an org file's form, deeply), e.g. its title, labels and option labels. */
function stringsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, found);
  return found;
}

/** The entries of `orgTexts` for texts that `form` holds: what its page ships of the org's translations. */
export function pageOrgTexts(form: unknown, orgTexts: OrgTexts): OrgTexts {
  const strings = stringsIn(form);
  return Object.fromEntries(Object.entries(orgTexts).filter(([english]) => strings.has(english)));
}
