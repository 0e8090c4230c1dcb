/**
 * Small zod/mini schema builders for one form field each. Every schema takes the raw value a page or a
 * request sends (a string; anything else counts as empty) and yields the trimmed string.
 * zod/mini keeps the page's bundle small; the same schemas run in the proxy. Their messages are the
 * catalogue's `rules` area in the translator's language; a `label` is the field's label as the donor
 * reads it, in that language too: the catalogue's (`t('form.address')`) or the org file's through
 * `translator.text`.
 */
import * as z from 'zod/mini';
import type { Translator } from '../i18n/translator.ts';
import { asciiDigits } from '../ascii-digits.ts';

/** A field schema: raw unknown in, trimmed string out. */
export type FieldSchema = z.ZodMiniType<string, unknown>;

/**
 * Characters no text field passes on, because each can make a name, an address or a purpose read
 * differently in PayPro's portal, on a receipt or in a CSV export than what the donor saw, or make two
 * values that look the same differ:
 * - C0 and C1 controls (NUL, CR, LF, ESC, NEL…) and the line and paragraph separators U+2028, U+2029;
 * - every bidi control: the marks LRM, RLM and ALM (U+200E, U+200F, U+061C), the embeddings and
 *   overrides (U+202A–U+202E) and isolates (U+2066–U+2069);
 * - invisible characters: the zero-width space U+200B, the word joiner and invisible operators
 *   (U+2060–U+2064), the deprecated format controls (U+206A–U+206F), the soft hyphen U+00AD, the
 *   Mongolian vowel separator U+180E (a zero-width space until Unicode 6.3), the byte order mark
 *   U+FEFF and the interlinear annotation controls (U+FFF9–U+FFFB), which hide text;
 * - tag characters (U+E0000–U+E007F), invisible letters that can carry a hidden message (they also
 *   make the flags of England, Scotland and Wales, which a donor's name or address has no need of);
 * - lone surrogates (U+D800–U+DFFF outside a pair), which are no character at all and break the
 *   UTF-8 every later system writes.
 * The joiners stay: the zero-width non-joiner U+200C is part of Urdu spelling (it keeps a letter from
 * joining the next inside a word), and the zero-width joiner U+200D asks a letter for its joined form
 * (Arabic-script abbreviations show a letter's joined form with it, Indic scripts need it, and phone
 * keyboards put it inside emoji: a family emoji is three faces joined by two of them). Neither
 * reorders text nor hides any, so a value still reads as it was typed.
 */
const HIDDEN_OR_CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}\ud800-\udfff]/u;

/**
 * Line breaks and tabs in a multi-line box (CR, LF, tab, and the line and paragraph separators some
 * editors paste): each run becomes one space before the checks.
 */
const LINE_BREAKS = /[\t\r\n\u2028\u2029]+/g;

/**
 * A message as a schema takes it: its text, or a function writing it when first needed. Messages with
 * arguments are written only when needed: formatting one starts Intl, which costs a slow phone over
 * 100 ms of main thread the first time, and hydrating the form must not pay for it.
 */
export type LazyMessage = string | (() => string);

function plainText(label: string, translator: Translator) {
  return z.refine<string>((value) => !HIDDEN_OR_CONTROL.test(value), {
    error: () => translator.t('rules.controlCharacters', { label }),
  });
}

/** 'Name must be at most 100 characters.' in the translator's language. */
function tooLong(label: string, max: number, translator: Translator): string {
  return translator.t('rules.tooLong', { label, max });
}

/** Text that must not be empty. `max` is a length in characters. */
export function requiredText(requiredMessage: LazyMessage, label: string, max: number, translator: Translator): FieldSchema {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(max, { error: () => tooLong(label, max, translator), abort: true }),
      plainText(label, translator),
    );
}

/**
 * Text that may be empty (absent or not a string counts as empty). `max` is a length in characters.
 * `multiline` (the comments box) turns each run of line breaks and tabs into one space first, so the
 * value still reaches PayPro on one line; any other control character is refused as in single-line text.
 */
export function optionalText(label: string, max: number, translator: Translator, options: { multiline?: boolean } = {}): FieldSchema {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return '';
      return (options.multiline ? value.replace(LINE_BREAKS, ' ') : value).trim();
    }),
    z.string().check(z.maxLength(max, { error: () => tooLong(label, max, translator), abort: true }), plainText(label, translator)),
  );
}

/** A required email address: 'Email is required.' when empty, 'Email address is invalid.' when malformed. */
export function emailAddress(translator: Translator): FieldSchema {
  const required = translator.t('rules.emailRequired');
  const invalid = translator.t('rules.emailInvalid');
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(254, { error: invalid, abort: true }),
      z.email({ error: invalid }),
    );
}

/** An email address that may be empty (absent or not a string counts as empty); if given, it must be valid. */
export function optionalEmailAddress(translator: Translator): FieldSchema {
  const address = emailAddress(translator);
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : '')),
    z.string().check(z.refine((value) => value === '' || address.safeParse(value).success, { error: translator.t('rules.emailInvalid') })),
  );
}

/**
 * A required choice among `values`; `label` names the field in the not-in-list message ('Choose a
 * currency from the list.': in lower case, as the message reads it mid-sentence).
 */
export function requiredChoice(
  values: readonly string[],
  requiredMessage: LazyMessage,
  label: string,
  translator: Translator,
): FieldSchema {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.refine((value: string) => values.includes(value), {
      error: () => translator.t('rules.notInList', { label: label.toLowerCase() }),
    }),
  );
}

/**
 * `schema` reading Urdu (۰–۹) and Arabic-Indic (٠–٩) digits as ASCII ones (`asciiDigits`) before its
 * checks, and yielding them as ASCII: for every field that holds a number (an amount, a phone number, a
 * CNIC, a zip code, a membership ID), so a donor typing on an Urdu or Arabic keyboard is understood and
 * PayPro and the ledger get ASCII digits. A value that is not a string goes to `schema` as it is.
 */
export function withAsciiDigits(schema: FieldSchema): FieldSchema {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? asciiDigits(value) : value)),
    schema,
  );
}

/**
 * A required number of exactly `count` digits, e.g. a 13-digit CNIC: `requiredMessage` when empty,
 * `lengthMessage` for anything else that is not `count` digits (spaces or dashes included). Urdu and
 * Arabic-Indic digits count, and come out as ASCII (`withAsciiDigits`); other scripts' digits do not.
 */
export function exactDigits(count: number, requiredMessage: string, lengthMessage: string): FieldSchema {
  return withAsciiDigits(
    z
      .string({ error: requiredMessage })
      .check(
        z.trim(),
        z.minLength(1, { error: requiredMessage, abort: true }),
        z.regex(new RegExp(`^\\d{${count}}$`), { error: lengthMessage }),
      ),
  );
}

const DECIMAL = /^\d+(\.\d+)?$/;
const TWO_PLACES = /^\d+(\.\d{1,2})?$/;

/**
 * A required amount in major units of the chosen currency (e.g. '2500' or '19.99' USD), as a decimal
 * string: positive, at most two decimal places, and at most `max` (major units; see `maxAmountOf`).
 * Only digits count, ASCII, Urdu or Arabic-Indic ('۲۵۰۰' yields '2500': `withAsciiDigits`): an exponent
 * ('1e5'), a sign, a group separator or another script's digits is not an amount.
 */
export function amount(max: number, translator: Translator): FieldSchema {
  const required = translator.t('rules.amountRequired');
  return withAsciiDigits(
    z.string({ error: required }).check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.refine((value: string) => DECIMAL.test(value) && Number(value) > 0, {
        error: translator.t('rules.amountNotPositive'),
        abort: true,
      }),
      z.refine((value: string) => TWO_PLACES.test(value), { error: translator.t('rules.amountTooPrecise'), abort: true }),
      z.refine((value: string) => Number(value) <= max, { error: () => translator.t('rules.amountTooLarge', { max }) }),
    ),
  );
}
