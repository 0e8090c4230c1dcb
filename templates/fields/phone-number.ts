/**
 * The logic of the international phone input (associates form), on libphonenumber's core and the
 * metadata `phone-metadata.ts` gives: Pakistan's at once, every country's once loaded (`all`, undefined
 * before). Where a function needs the whole metadata and it has not loaded, it leaves the text as typed
 * and the value unchecked.
 *
 * The donor picks a country and types the number as at home (e.g. PK, '0300 1234567'). The value the
 * form keeps and sends is E.164 ('+923001234567') once libphonenumber finds it valid for that country
 * (orgs/phone-check.ts, shared with the proxy). Here: the country list, what the box shows, how it
 * groups the digits, and the value the form keeps.
 */
import { AsYouType, type CountryCode, type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { Language } from '../../orgs/i18n/languages.ts';
import { asciiDigits } from '../../orgs/ascii-digits.ts';
import { phoneDigits, uncheckedPhone, validPhoneOn } from '../../orgs/phone-check.ts';
import { COUNTRY_NAMES, DIAL_CODES, metadataFor, metadataForE164 } from './phone-metadata.ts';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. 'PK'. */
  code: CountryCode;
  /** In the page's language, e.g. 'Pakistan', 'پاکستان'. */
  name: string;
  /** E.g. '+92'. */
  dialCode: string;
}

/** Every country the metadata knows, named in `language`, in the order of those names. */
export function phoneCountries(language: Language): PhoneCountry[] {
  return Object.entries(COUNTRY_NAMES[language]).map(([code, name]) => ({
    code: code as CountryCode,
    name,
    dialCode: `+${DIAL_CODES[code]}`,
  }));
}

/** `code` as a country the metadata knows, or `fallback`. */
export function knownCountry(code: string, fallback: CountryCode): CountryCode {
  return Object.hasOwn(DIAL_CODES, code) ? (code as CountryCode) : fallback;
}

/** What the number box keeps of what was typed: digits (Urdu and Arabic-Indic ones as ASCII) and the marks people group them with. */
export function keepPhoneCharacters(typed: string): string {
  return asciiDigits(typed).replace(/[^\d ()-]/g, '');
}

/**
 * The digits of `text` grouped as `country` writes them, e.g. PK '03001234567' -> '0300 1234567';
 * `text` as typed (less other characters) while that needs the metadata of every country.
 */
export function formatNational(country: CountryCode, text: string, all: MetadataJson | undefined): string {
  const digits = phoneDigits(text);
  if (digits === '') return '';
  const metadata = metadataFor(country, digits, all);
  return metadata ? new AsYouType(country, metadata).input(digits) : keepPhoneCharacters(text);
}

/**
 * The number box after a change from `previous` to `typed`: characters other than digits and grouping
 * marks dropped, and digits added at the end grouped as the country writes them. Any other edit
 * (deleting, typing in the middle) is kept as typed, so the caret stays put and a deleted space stays
 * deleted; leaving the box groups the digits again (`formatNational`).
 */
export function nextPhoneText(country: CountryCode, previous: string, typed: string, all: MetadataJson | undefined): string {
  const kept = keepPhoneCharacters(typed);
  return kept.startsWith(previous) ? formatNational(country, kept, all) : kept;
}

/**
 * The country and box text that show `value`, a value the form was given from outside the input (the
 * empty value after a reset, what was typed before the script ran, or the E.164 number of a page the
 * proxy shows again): an E.164 number shows as its country and national form, anything else as typed
 * in `country` (an E.164 number too, while reading it needs every country's metadata and `all` is undefined).
 */
export function showPhoneValue(country: CountryCode, value: string, all: MetadataJson | undefined): { country: CountryCode; text: string } {
  const metadata = value.startsWith('+') ? metadataForE164(value, all) : undefined;
  if (metadata) {
    const parsed = parsePhoneNumberFromString(value, metadata);
    if (parsed?.isValid() && parsed.country) return { country: parsed.country, text: parsed.formatNational() };
  }
  return { country, text: keepPhoneCharacters(value) };
}

/** True when `text` typed in `country` can be read exactly only with every country's metadata (`metadataFor`). */
export function needsAllCountries(country: CountryCode, text: string): boolean {
  return metadataFor(country, phoneDigits(text), undefined) === undefined;
}

/**
 * The value the form keeps for `text` typed in `country`, checked with the metadata that reads it exactly:
 * '' without digits; E.164 when valid for the country; otherwise '+<dial code> <digits>', which the form
 * rules refuse with 'Phone number is invalid.' (they check the E.164 shape without the metadata). While
 * reading it needs every country's metadata (`needsAllCountries`) and `all` is undefined, it is that
 * unchecked value too.
 */
export function phoneValue(country: CountryCode, text: string, all: MetadataJson | undefined): string {
  const digits = phoneDigits(text);
  if (digits === '') return '';
  const metadata = metadataFor(country, digits, all);
  return (metadata && validPhoneOn(metadata, country, digits)) ?? uncheckedPhone(DIAL_CODES[country] ?? '', digits);
}
