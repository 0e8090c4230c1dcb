/**
 * The amount of a receipt in words, as Pakistani cheques and receipts write it under the figures, in
 * English or Urdu. Numbers are grouped by the South Asian numbering system (thousand, lakh, crore,
 * arab; `number-words.ts`).
 *
 * English, the unit before the number, "only" last, only the first word capitalised:
 *   PKR '2500'    -> 'Rupees two thousand five hundred only'
 *   PKR '125000'  -> 'Rupees one lakh twenty-five thousand only'
 *   PKR '2500.50' -> 'Rupees two thousand five hundred and paisa fifty only'
 *   PKR '0.75'    -> 'Paisa seventy-five only' (no rupees: none to write)
 *   PKR '1'       -> 'Rupee one only' (the singular for exactly one unit; 'Paisa one' likewise)
 *   PKR '0'       -> 'Rupees zero only'
 *   USD '25.50'   -> 'US dollars twenty-five and cents fifty only'
 * Urdu, the number before the unit as Urdu says it, "اور" before the minor unit, "صرف" last:
 *   PKR '2500'    -> 'دو ہزار پانچ سو روپے صرف'
 *   PKR '2500.50' -> 'دو ہزار پانچ سو روپے اور پچاس پیسے صرف'
 *   PKR '1'       -> 'ایک روپیہ صرف'
 *   USD '25.50'   -> 'پچیس امریکی ڈالر اور پچاس سینٹ صرف'
 * "صرف" closes the Urdu words as "only" closes the English: after the unit it is the fixed formula of
 * Urdu receipt books and cheques ('دس ہزار روپے صرف'), shutting the line so nothing can be added after
 * it; before the number ('صرف دس ہزار روپے') it reads as "merely ten thousand rupees", which belittles
 * a gift.
 *
 * A currency outside the forms' list has no unit names here: its ISO 4217 code stands for them and a
 * fraction is read digit by digit after "point" / "اعشاریہ", trailing zeros dropped: JPY '2000' ->
 * 'JPY two thousand only'; KWD '12.5' -> 'KWD twelve point five only', Urdu 'بارہ اعشاریہ پانچ ⁦KWD⁩ صرف'
 * (the code isolated left to right, U+2066…U+2069, as in every Urdu message).
 */
import type { Language } from '../../orgs/i18n/languages.ts';
import { decimalOf } from '../../orgs/money.ts';
import { currencyCodes } from '../../orgs/schema/currency-codes.ts';
import type { CurrencyCode } from '../../orgs/types.ts';
import { CURRENCY_UNIT_NAMES, type UnitName } from './currency-unit-names.ts';
import { ENGLISH_NUMBER_WORDS, type NumberWords, wholeNumberInWords } from './number-words.ts';
import { URDU_NUMBER_WORDS } from './urdu-number-words.ts';

const NUMBER_WORDS: Readonly<Record<Language, NumberWords>> = { en: ENGLISH_NUMBER_WORDS, ur: URDU_NUMBER_WORDS };

/** The sentence's joining words in each language. */
const GLUE: Readonly<Record<Language, { and: string; only: string; point: string }>> = {
  en: { and: 'and', only: 'only', point: 'point' },
  ur: { and: 'اور', only: 'صرف', point: 'اعشاریہ' },
};

/** Every currency the forms take has two-digit minor units (ISO 4217). */
const KNOWN_MINOR_DIGITS = 2;

function isKnown(currency: string): currency is CurrencyCode {
  return (currencyCodes as readonly string[]).includes(currency);
}

/** The decimals `currency` allows: ISO 4217's 2 for the forms' currencies, else what Intl formats it with (JPY 0, KWD 3). */
function minorDigits(currency: string): number {
  if (isKnown(currency)) return KNOWN_MINOR_DIGITS;
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? KNOWN_MINOR_DIGITS;
}

/** `amount` split into whole major units and minor units (`digits` decimals); RangeError when it is not such an amount. */
function splitAmount(amount: string, digits: number): { major: bigint; minor: bigint } {
  const value = decimalOf(amount);
  if (!value || amount.startsWith('-') || value.places > digits) {
    const example = digits > 0 ? `'2500' or '2500.${'5'.padEnd(digits, '0')}'` : `'2500'`;
    throw new RangeError(
      `amount must be a non-negative decimal number with at most ${digits} decimals, like ${example}, not ${JSON.stringify(amount)}`,
    );
  }
  const scale = 10n ** BigInt(digits);
  const minorUnits = value.units * 10n ** BigInt(digits - value.places);
  return { major: minorUnits / scale, minor: minorUnits % scale };
}

/** `count` of `unit` in `language`'s order: English the unit first ('rupees five'), Urdu the number first ('پانچ روپے'). */
function counted(count: bigint, unit: UnitName, language: Language): string {
  const name = count === 1n ? unit[0] : unit[1];
  const number = wholeNumberInWords(count, NUMBER_WORDS[language]);
  return language === 'en' ? `${name} ${number}` : `${number} ${name}`;
}

/** A known currency: the major units (unless there are none but minor ones), 'and', the minor units (unless none). */
function withUnitNames(major: bigint, minor: bigint, currency: CurrencyCode, language: Language): string {
  const names = CURRENCY_UNIT_NAMES[currency][language];
  const parts: string[] = [];
  if (major > 0n || minor === 0n) parts.push(counted(major, names.major, language));
  if (minor > 0n) parts.push(counted(minor, names.minor, language));
  return parts.join(` ${GLUE[language].and} `);
}

/** An unknown currency: the whole number, then 'point' and the fraction's digits one by one; its code before (English) or after (Urdu). */
function withCode(major: bigint, minor: bigint, digits: number, currency: string, language: Language): string {
  const words = NUMBER_WORDS[language];
  const fraction = minor.toString().padStart(digits, '0').replace(/0+$/, '');
  const number = [wholeNumberInWords(major, words)];
  if (fraction) number.push(GLUE[language].point, ...Array.from(fraction, (digit) => words.belowHundred[Number(digit)]!));
  return (language === 'en' ? [currency, ...number] : [...number, `\u2066${currency}\u2069`]).join(' ');
}

/**
 * `amount` (exact decimal text in major units: '2500', '2500.5', '0.75'; never a float) of `currency`
 * (an ISO 4217 code, e.g. 'PKR') in words in `language`, in the shapes the module describes.
 * Throws RangeError when `currency` is not three capital letters, or `amount` is not a non-negative
 * plain decimal ('-5', '1e3', '1,000', '', 'abc') or has more decimals than the currency's minor units
 * ('12.345' PKR, '5.5' JPY).
 */
export function amountInWords(amount: string, currency: string, language: Language): string {
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new RangeError(`currency must be an ISO 4217 code of three capital letters, like 'PKR', not ${JSON.stringify(currency)}`);
  }
  const digits = minorDigits(currency);
  const { major, minor } = splitAmount(amount, digits);
  const words = isKnown(currency) ? withUnitNames(major, minor, currency, language) : withCode(major, minor, digits, currency, language);
  const text = `${words} ${GLUE[language].only}`;
  return language === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
