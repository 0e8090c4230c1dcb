/**
 * What a page ships of the catalogues (Node only: it compiles them): in the page's language, the
 * messages its script can show (`FormPageProps.messages`), and the translations of the texts its form
 * holds (`FormPageProps.orgTexts`). Everything else stays out of the page, whose first visit has a
 * byte budget (`test/build/first-visit-bytes.test.ts`).
 *
 * Which messages a script can show is read from the script itself: every message key is written as
 * a string literal where it is used (`t('form.submit')`, never a key built at run time;
 * `test/orgs/i18n/literal-message-keys.test.ts` holds the code to that), so the literals in a kind's
 * bundled script that are catalogue keys are exactly the messages its page can need.
 */
import { catalogueOf } from '../../orgs/i18n/catalogue.ts';
import { compiledMessages } from '../../orgs/i18n/compile.ts';
import type { Language } from '../../orgs/i18n/languages.ts';
import type { CompiledMessages, OrgTexts } from '../../orgs/i18n/translator.ts';

/** The catalogue areas every form page reads, as key prefixes. */
export const PAGE_MESSAGE_AREAS = [
  'common.',
  'rules.',
  'form.',
  'flow.',
  'wizard.',
  'membership.',
  'accountRemoval.',
  'course.',
  'zakat.',
  'zakatCalculator.',
  'checkout.',
  'sample.',
] as const;

/**
 * The compiled messages a form page in `language` carries: those of `keys` (`messageKeysIn` its
 * script) when given, else every message of `PAGE_MESSAGE_AREAS` (pages rendered without a bundle, in tests).
 */
export function pageMessages(language: Language, keys?: ReadonlySet<string>): CompiledMessages {
  const messages = compiledMessages(language, PAGE_MESSAGE_AREAS);
  return keys ? Object.fromEntries(Object.entries(messages).filter(([key]) => keys.has(key))) : messages;
}

/** Every catalogue key, for `messageKeysIn`. */
const KNOWN_KEYS = new Set(catalogueOf('en').keys());

/** The catalogue keys written as string literals in `code` (a bundled script), e.g. {'form.submit'}. */
export function messageKeysIn(code: string): Set<string> {
  const keys = new Set<string>();
  for (const [, literal] of code.matchAll(/["'`]([A-Za-z][\w-]*\.[\w-]+)["'`]/g)) {
    if (KNOWN_KEYS.has(literal!)) keys.add(literal!);
  }
  return keys;
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
