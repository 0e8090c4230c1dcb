/**
 * The logic of the international phone input (associates form), on libphonenumber's
 * small metadata (`libphonenumber-js/min`, about 30 KB gzipped): only this input's page loads it.
 *
 * The donor picks a country and types the number as at home (e.g. PK, '0300 1234567'). The value the
 * form keeps and sends is `phoneValue` (orgs/international-phone.ts, shared with the proxy): E.164
 * ('+923001234567') once libphonenumber finds it valid for that country. Here: the country list, what
 * the box shows and how it groups the digits.
 */
import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { isPhoneCountry, phoneDigits } from '../../orgs/international-phone.ts';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. 'PK'. */
  code: CountryCode;
  /** E.g. '+92'. */
  dialCode: string;
}

/** Every country the metadata knows, in the order of their ISO codes. */
export function phoneCountries(): PhoneCountry[] {
  return getCountries().map((code) => ({ code, dialCode: `+${getCountryCallingCode(code)}` }));
}

/** `code` as a country the metadata knows, or `fallback`. */
export function knownCountry(code: string, fallback: CountryCode): CountryCode {
  return isPhoneCountry(code) ? code : fallback;
}

/** What the number box keeps of what was typed: digits and the marks people group them with. */
export function keepPhoneCharacters(typed: string): string {
  return typed.replace(/[^\d ()-]/g, '');
}

/** The digits of `text` grouped as `country` writes them, e.g. PK '03001234567' -> '0300 1234567'. */
export function formatNational(country: CountryCode, text: string): string {
  const digits = phoneDigits(text);
  return digits === '' ? '' : new AsYouType(country).input(digits);
}

/**
 * The number box after a change from `previous` to `typed`: characters other than digits and grouping
 * marks dropped, and digits added at the end grouped as the country writes them. Any other edit
 * (deleting, typing in the middle) is kept as typed, so the caret stays put and a deleted space stays
 * deleted; leaving the box groups the digits again (`formatNational`).
 */
export function nextPhoneText(country: CountryCode, previous: string, typed: string): string {
  const kept = keepPhoneCharacters(typed);
  return kept.startsWith(previous) ? formatNational(country, kept) : kept;
}

/**
 * The country and box text that show `value`, a value the form was given from outside the input (the
 * empty value after a reset, or what was typed before the script ran): an E.164 number shows as its
 * country and national form, anything else as typed in `country`.
 */
export function showPhoneValue(country: CountryCode, value: string): { country: CountryCode; text: string } {
  if (value.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(value);
    if (parsed?.isValid() && parsed.country) return { country: parsed.country, text: parsed.formatNational() };
  }
  return { country, text: keepPhoneCharacters(value) };
}
