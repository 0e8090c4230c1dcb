/**
 * The associates form's international phone, as both sides read it: the page's input
 * (templates/fields/InternationalPhoneField.tsx) and the proxy, for a page posted without its script
 * (proxy/no-script/form-bodies.ts). Both must turn a country and a number typed at home into the same
 * value, so the same number passes or fails alike. It loads libphonenumber's small metadata
 * (`libphonenumber-js/min`, about 30 KB gzipped): only the associates page and the proxy import this
 * module, never the form rules, so no other page's script carries the metadata.
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** The name of the input's country selector: posted with the number when the script did not run. */
export const PHONE_COUNTRY_CONTROL = 'phoneCountry';

/** True when `code` is an ISO 3166-1 alpha-2 code the metadata knows, e.g. 'PK'. */
export function isPhoneCountry(code: unknown): code is CountryCode {
  return typeof code === 'string' && isSupportedCountry(code);
}

/** Only the digits of `text`, e.g. '(0300) 123-4567' -> '03001234567'. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The E.164 form of the digits of `text` typed in `country`, e.g. PK '0300 1234567' -> '+923001234567'
 * (a leading trunk 0 or the country's own code typed without '+' are understood, as in '03001234567'
 * or '923001234567'), or undefined when they are no valid number of that country. Marks other than
 * digits, '+' included, are ignored, as the page's box drops them.
 */
export function validPhone(country: CountryCode, text: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phoneDigits(text), country);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * The value the form keeps for the number box's `text` in `country`: '' without digits; E.164 when
 * valid (`validPhone`); otherwise '+<dial code> <digits>', which the form rules refuse with 'Phone
 * number is invalid.' (they check the E.164 shape without the metadata).
 */
export function phoneValue(country: CountryCode, text: string): string {
  const digits = phoneDigits(text);
  if (digits === '') return '';
  return validPhone(country, digits) ?? `+${getCountryCallingCode(country)} ${digits}`;
}
