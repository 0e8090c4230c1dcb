/**
 * The associates form's international phone check on libphonenumber's core, with the metadata given:
 * the proxy gives the whole small metadata (orgs/international-phone.ts), the page Pakistan's alone or
 * the whole once loaded (templates/fields/phone-metadata.ts). Both must turn a country and a number
 * typed at home into the same value, so the same number passes or fails alike. Imports no metadata.
 */
import { type CountryCode, type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { asciiDigits } from './ascii-digits.ts';

/** The name of the input's country selector: posted with the number when the script did not run. */
export const PHONE_COUNTRY_CONTROL = 'phoneCountry';

/** Only the digits of `text`, as ASCII, e.g. '(0300) 123-4567' -> '03001234567', '۰۳۰۰ ۱۲۳۴۵۶۷' -> '03001234567'. */
export function phoneDigits(text: string): string {
  return asciiDigits(text).replace(/\D/g, '');
}

/**
 * The E.164 form of the digits of `text` typed in `country`, read with `metadata`, e.g. PK
 * '0300 1234567' -> '+923001234567' (a leading trunk 0 or the country's own code typed without '+' are
 * understood, as in '03001234567' or '923001234567'), or undefined when they are no valid number of
 * that country. Marks other than digits, '+' included, are ignored, as the page's box drops them.
 */
export function validPhoneOn(metadata: MetadataJson, country: CountryCode, text: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phoneDigits(text), country, metadata);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * The value kept for `digits` that are no valid number (or not checked yet): '+<dialCode> <digits>',
 * e.g. '+92 030012', which the form rules refuse (orgs/kinds/associates/rules.ts checks the E.164 shape).
 */
export function uncheckedPhone(dialCode: string, digits: string): string {
  return `+${dialCode} ${digits}`;
}
