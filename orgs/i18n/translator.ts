/**
 * Formats catalogue messages in one language, in Node and in the page alike. Messages come compiled
 * (`compile.ts`): a message without arguments is its text, any other the ICU syntax tree that FormatJS's
 * parser made of it, which `intl-messageformat` formats without parsing
 * (https://formatjs.github.io/docs/intl-messageformat: "pre-parsed AST"). So a page's script carries the
 * formatter but not the parser: the client bundle maps the parser to its `no-parser` entry
 * (`build/bundle-client.ts`).
 *
 * In a right-to-left language, a value put into a message as it is (an email, an order number, an
 * amount, a CNIC, a count: text or a number with Latin letters or digits and no right-to-left letter) is
 * wrapped in Unicode's left-to-right isolate (U+2066 … U+2069, what `<bdi dir="ltr">` does in markup,
 * https://www.w3.org/International/articles/inline-bidi-markup/), so `PKR 2,500` or `ayesha@example.org`
 * reads left to right inside an Urdu sentence and does not reorder the words around it. The formatter
 * does it, not the catalogue, because only it sees the value: a value with right-to-left letters ('JHR
 * ٹرسٹ', an Urdu label) is left to follow the sentence, which a first-strong isolate (U+2068) written
 * in the catalogue would get wrong for a name that starts in Latin letters. What the formatter cannot
 * isolate, the catalogue does (`formatterIsolates`; `test/orgs/i18n/catalogue-isolates.test.ts` holds it to that):
 * Latin words and digits written in a message, numbers and dates it formats itself (`{max, number}`,
 * `#`), and a value written against such text (`{example}-1234`).
 */
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
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

/** Any letter of a right-to-left script (Hebrew, Arabic, Urdu …). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** Unicode's isolate initiators (LRI, RLI, FSI) and their terminator (PDI). */
const ISOLATE_OPENERS = /[\u2066-\u2068]/;
const ISOLATE_CLOSER = '\u2069';

/**
 * Walks `elements` from isolate depth `depth` (how many isolates the text before them opened), noting
 * in `plain` each argument put in as it is outside any isolate and in `read` each one a select, plural,
 * number or date reads; returns the depth after them.
 */
function noteArguments(elements: readonly MessageFormatElement[], depth: number, plain: Set<string>, read: Set<string>): number {
  let level = depth;
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      for (const character of element.value) {
        if (ISOLATE_OPENERS.test(character)) level += 1;
        else if (character === ISOLATE_CLOSER) level = Math.max(0, level - 1);
      }
    } else if (element.type === TYPE.argument) {
      if (level === 0) plain.add(element.value);
    } else if (element.type === TYPE.tag) level = noteArguments(element.children, level, plain, read);
    else if (element.type !== TYPE.pound) {
      read.add(element.value);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) noteArguments(option.value, level, plain, read);
      }
    }
  }
  return level;
}

/**
 * The arguments whose values the formatter isolates in a right-to-left language: those `elements` put in
 * as they are (`{email}`) outside an isolate the message itself writes, not those a select, plural,
 * number or date reads (`{max, number}` is formatted inside the message, where no value can be wrapped).
 */
export function formatterIsolates(elements: readonly MessageFormatElement[]): Set<string> {
  const plain = new Set<string>();
  const read = new Set<string>();
  noteArguments(elements, 0, plain, read);
  for (const name of read) plain.delete(name);
  return plain;
}

/**
 * `values` with each plain argument of Latin letters or digits and no right-to-left letter isolated left
 * to right; a number becomes its digits as the formatter would write it (`String`) inside the isolate.
 */
function isolated(values: MessageValues, plain: ReadonlySet<string>): MessageValues {
  const result: Record<string, string | number> = { ...values };
  for (const name of plain) {
    const value = values[name];
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text === 'string' && /[A-Za-z0-9]/.test(text) && !RIGHT_TO_LEFT.test(text)) result[name] = `\u2066${text}\u2069`;
  }
  return result;
}

/** Translations of org-file text into one language: English text as the org file has it -> translation. */
export type OrgTexts = Readonly<Record<string, string>>;

/** `english` (an org file's text) as `orgTexts` translate it, or as written when they do not. */
export function orgText(orgTexts: OrgTexts, english: string): string {
  return Object.hasOwn(orgTexts, english) ? (orgTexts[english] as string) : english;
}

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
  const plain = new Map<string, Set<string>>();
  const rightToLeft = LANGUAGE_INFO[language].dir === 'rtl';
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
      let shown = values;
      if (rightToLeft && values) {
        let names = plain.get(key);
        if (!names) {
          names = formatterIsolates(message);
          plain.set(key, names);
        }
        shown = isolated(values, names);
      }
      return String(format.format(shown as Record<string, string | number> | undefined));
    },
    text(english) {
      if (language !== 'en' && !Object.hasOwn(orgTexts, english)) onUntranslated?.(english);
      return orgText(orgTexts, english);
    },
  };
}
