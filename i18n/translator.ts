/**
 * Formats catalogue messages in one language, in Node and in the page alike. Messages come compiled
 * (`compile.ts`): a message without arguments is its text, any other the ICU syntax tree that FormatJS's
 * parser made of it, which `intl-messageformat` formats without parsing
 * (https://formatjs.github.io/docs/intl-messageformat: "pre-parsed AST"). So a page's script carries the
 * formatter but not the parser: the client bundle maps the parser to its `no-parser` entry
 * (`build/bundle-client.ts`).
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageKey } from './catalogue.ts';
import { LANGUAGE_INFO, type Language } from './languages.ts';

/** A message ready to format: plain text, or the syntax tree of one with arguments. */
export type CompiledMessage = string | MessageFormatElement[];

/** Compiled messages by `MessageKey`: a whole catalogue, or the part of one a page ships. */
export type CompiledMessages = Readonly<Record<string, CompiledMessage>>;

/** The values of a message's arguments, e.g. `{ label: 'Name', max: 100 }`. */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly language: Language;
  /**
   * The message `key` with `values` put in, numbers and dates formatted for the language's locale.
   * Throws an Error naming the key when the messages given to `createTranslator` lack it (a page that
   * ships too few messages: a bug the page tests catch) or when an argument is missing.
   */
  t(key: MessageKey, values?: MessageValues): string;
  /**
   * Text from an org file (a title, a label, an option) in this language: its translation from the org
   * file or the shared glossary (`orgTexts`, English text -> translation), else the text as written.
   * The value a form sends for an option stays the org file's own; only what the donor reads changes.
   */
  text(english: string): string;
}

/** Translations of org-file text into one language: English text as the org file has it -> translation. */
export type OrgTexts = Readonly<Record<string, string>>;

/**
 * A translator over `messages` and `orgTexts`, all in `language`; formatters are made once per
 * message, on first use.
 */
export function createTranslator(
  language: Language,
  messages: CompiledMessages,
  orgTexts: OrgTexts = {},
  /** Told of each org text asked for in a language other than English that `orgTexts` lacks (`forms validate`). */
  onUntranslated?: (english: string) => void,
): Translator {
  const formats = new Map<string, IntlMessageFormat>();
  return {
    language,
    t(key, values) {
      const message = messages[key];
      if (message === undefined) throw new Error(`The ${language} messages given to this page lack "${key}".`);
      if (typeof message === 'string') return message;
      let format = formats.get(key);
      if (!format) {
        format = new IntlMessageFormat(message, LANGUAGE_INFO[language].locale);
        formats.set(key, format);
      }
      return String(format.format(values as Record<string, string | number> | undefined));
    },
    text(english) {
      if (Object.hasOwn(orgTexts, english)) return orgTexts[english] as string;
      if (language !== 'en') onUntranslated?.(english);
      return english;
    },
  };
}
