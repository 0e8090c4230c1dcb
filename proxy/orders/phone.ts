/**
 * Where a donor's phone number goes in the order (the README's decisions decision; PROTOCOL.md "Create order": CustomerMobile
 * accepts only Pakistani numbers as `03XXXXXXXXX`). Uses the full metadata (`/max`) because only it
 * can tell a mobile number from a landline; this runs in the proxy, never in the page bundle.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface PhonePlacement {
  /** A Pakistani mobile number as `03XXXXXXXXX`, else "". */
  customerMobile: string;
  /** Any other number: E.164 (`+447911123456`) when valid, else the input trimmed; "" when empty. */
  internationalNumber: string;
}

/**
 * Places a phone number as typed (e.g. `0300-1234567`, `+92 300 1234567`, `923001234567`,
 * `+44 7911 123456`). Numbers without a country code are read as Pakistani. Never throws.
 */
export function placePhone(typed: string): PhonePlacement {
  const trimmed = typed.trim();
  if (trimmed === '') return { customerMobile: '', internationalNumber: '' };
  const parsed = parsePhoneNumberFromString(trimmed, 'PK');
  if (parsed?.isValid()) {
    if (parsed.country === 'PK' && parsed.getType() === 'MOBILE') {
      return { customerMobile: `0${parsed.nationalNumber}`, internationalNumber: '' };
    }
    return { customerMobile: '', internationalNumber: parsed.number };
  }
  return { customerMobile: '', internationalNumber: trimmed };
}
