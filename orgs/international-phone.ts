/**
 * The associates form's international phone as the proxy reads it, for a page posted without its
 * script (proxy/no-script/form-bodies.ts): the checks of orgs/phone-check.ts on libphonenumber's whole
 * small metadata (`libphonenumber-js/metadata.min.json`, about 19 KB gzipped). The page's script never
 * imports this module: it checks with the metadata of templates/fields/phone-metadata.ts.
 */
import { type CountryCode, isSupportedCountry } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';
import { validPhoneOn } from './phone-check.ts';

export { PHONE_COUNTRY_CONTROL } from './phone-check.ts';

/** True when `code` is an ISO 3166-1 alpha-2 code the metadata knows, e.g. 'PK'. */
export function isPhoneCountry(code: unknown): code is CountryCode {
  return typeof code === 'string' && isSupportedCountry(code as CountryCode, metadata);
}

/** `validPhoneOn` with the whole metadata: E.164 for a valid number of `country`, else undefined. */
export function validPhone(country: CountryCode, text: string): string | undefined {
  return validPhoneOn(metadata, country, text);
}
