/**
 * Compiles the catalogues for `translator.ts`, in Node only (it loads FormatJS's parser, which pages do
 * not ship): the proxy and the build format through `translatorFor`, and a page gets the compiled
 * messages it needs in its props (`compiledMessages`).
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { catalogueOf } from './catalogue.ts';
import type { Language } from './languages.ts';
import { type CompiledMessage, type CompiledMessages, createTranslator, type Translator } from './translator.ts';

/**
 * `text` (ICU message syntax, tags not special) as `translator.ts` formats it: the plain text when it
 * has no argument, else its syntax tree. Throws FormatJS's SyntaxError on a malformed message.
 */
export function compileMessage(text: string): CompiledMessage {
  const tree = parse(text, { ignoreTag: true });
  if (tree.length === 0) return '';
  const [only] = tree;
  return tree.length === 1 && only?.type === TYPE.literal ? only.value : tree;
}

const compiled = new Map<Language, Record<string, CompiledMessage>>();

/** Every message of `language`, compiled once per process. */
function compiledCatalogue(language: Language): Record<string, CompiledMessage> {
  let messages = compiled.get(language);
  if (!messages) {
    messages = Object.fromEntries([...catalogueOf(language)].map(([key, text]) => [key, compileMessage(text)]));
    compiled.set(language, messages);
  }
  return messages;
}

/**
 * The compiled messages of `language` whose key starts with one of `prefixes` (e.g. `['common.',
 * 'rules.']`): what a page ships for its kind.
 */
export function compiledMessages(language: Language, prefixes: readonly string[]): CompiledMessages {
  return Object.fromEntries(
    Object.entries(compiledCatalogue(language)).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  );
}

const translators = new Map<Language, Translator>();

/** The whole catalogue of `language` as a translator, made once per process (the proxy and the build use it). */
export function translatorFor(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language, compiledCatalogue(language));
    translators.set(language, translator);
  }
  return translator;
}
