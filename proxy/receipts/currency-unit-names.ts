/**
 * What a receipt calls the units of each currency the forms take (`currencyCodes`), in English and in
 * Urdu: the major unit and the minor unit (a hundredth of it, ISO 4217's minor unit for all of them),
 * each singular (an amount of exactly one) and plural. English is lower case unless a name is proper
 * ('US dollars'), as the sentence capitalises its first word itself. PKR's minor unit is "paisa" in
 * both numbers, as Pakistani English writes it (not the Indian "paise"); Urdu puts the plural form
 * after every number but one (دو روپے, ایک روپیہ), and words borrowed from English keep one form
 * (ڈالر, سینٹ). A dollar, pound, dirham, yuan or riyal names its country (US dollars, امریکی ڈالر),
 * since several countries' units share the name.
 */
import type { Language } from '../../orgs/i18n/languages.ts';
import type { CurrencyCode } from '../../orgs/types.ts';

/** A unit's name for one (index 0) and for any other amount (index 1). */
export type UnitName = readonly [singular: string, plural: string];

/** The names of a currency's units in one language. */
export interface UnitNames {
  readonly major: UnitName;
  readonly minor: UnitName;
}

const CENTS_EN: UnitName = ['cent', 'cents'];
const CENTS_UR: UnitName = ['سینٹ', 'سینٹ'];

export const CURRENCY_UNIT_NAMES: Readonly<Record<CurrencyCode, Readonly<Record<Language, UnitNames>>>> = {
  PKR: {
    en: { major: ['rupee', 'rupees'], minor: ['paisa', 'paisa'] },
    ur: { major: ['روپیہ', 'روپے'], minor: ['پیسہ', 'پیسے'] },
  },
  USD: {
    en: { major: ['US dollar', 'US dollars'], minor: CENTS_EN },
    ur: { major: ['امریکی ڈالر', 'امریکی ڈالر'], minor: CENTS_UR },
  },
  EUR: {
    en: { major: ['euro', 'euros'], minor: CENTS_EN },
    ur: { major: ['یورو', 'یورو'], minor: CENTS_UR },
  },
  GBP: {
    en: { major: ['pound sterling', 'pounds sterling'], minor: ['penny', 'pence'] },
    ur: { major: ['برطانوی پاؤنڈ', 'برطانوی پاؤنڈ'], minor: ['پینی', 'پینس'] },
  },
  CAD: {
    en: { major: ['Canadian dollar', 'Canadian dollars'], minor: CENTS_EN },
    ur: { major: ['کینیڈین ڈالر', 'کینیڈین ڈالر'], minor: CENTS_UR },
  },
  AUD: {
    en: { major: ['Australian dollar', 'Australian dollars'], minor: CENTS_EN },
    ur: { major: ['آسٹریلوی ڈالر', 'آسٹریلوی ڈالر'], minor: CENTS_UR },
  },
  AED: {
    en: { major: ['UAE dirham', 'UAE dirhams'], minor: ['fils', 'fils'] },
    ur: { major: ['اماراتی درہم', 'اماراتی درہم'], minor: ['فلس', 'فلس'] },
  },
  CNY: {
    en: { major: ['Chinese yuan', 'Chinese yuan'], minor: ['fen', 'fen'] },
    ur: { major: ['چینی یوآن', 'چینی یوآن'], minor: ['فین', 'فین'] },
  },
  SAR: {
    en: { major: ['Saudi riyal', 'Saudi riyals'], minor: ['halala', 'halalas'] },
    ur: { major: ['سعودی ریال', 'سعودی ریال'], minor: ['ہللہ', 'ہللے'] },
  },
};
