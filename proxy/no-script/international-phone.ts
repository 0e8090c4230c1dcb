/**
 * The associates form's phone without its script. The page's phone input (a country selector named
 * `phoneCountry` and the number box `phoneNumber`) normally sends the number in E.164, which the form
 * rules require (orgs/rules/associates-rules.ts); without the script the browser posts the country
 * and the number as typed at home, so the proxy puts them together the same way, with the same
 * libphonenumber metadata the page uses.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The selector's field name (templates/fields/InternationalPhoneField.tsx). */
export const PHONE_COUNTRY_FIELD = 'phoneCountry';

/**
 * `typed` (e.g. '0300 1234567') in E.164 ('+923001234567') when it is a valid number of `country`
 * (an ISO code such as 'PK'); otherwise `typed` unchanged, which the rules then refuse with the
 * page's own message.
 */
export function internationalPhone(country: unknown, typed: unknown): unknown {
  if (typeof country !== 'string' || typeof typed !== 'string' || !isSupportedCountry(country)) return typed;
  const parsed = parsePhoneNumberFromString(typed, country);
  return parsed?.isValid() ? parsed.number : typed;
}
