/**
 * Digits typed on an Urdu or Arabic keyboard, read as the ASCII digits every check, PayPro and the ledger
 * take. Browser-safe and shared by the pages and the proxy: the form rules (`rules/field-schemas.ts`),
 * the pages' input filters and phone box, and the zakat calculator all read digits through it, so a
 * number typed in either script passes or fails alike everywhere.
 */

/** Extended Arabic-Indic digits (Urdu, Persian: U+06F0–U+06F9 ۰–۹) and Arabic-Indic digits (U+0660–U+0669 ٠–٩). */
const ARABIC_SCRIPT_DIGIT = /[\u06f0-\u06f9\u0660-\u0669]/g;

/**
 * `text` with every Extended Arabic-Indic and Arabic-Indic digit replaced by the ASCII digit of the same
 * value ('۲۵۰۰' -> '2500', '٠٣٠٠' -> '0300', mixed '2۵٠0' -> '2500'); every other character, the digits
 * of other scripts included, stays as it is, for the check that reads the text to refuse.
 */
export function asciiDigits(text: string): string {
  // Both runs hold 0–9 in order, from U+0660 and from U+06F0 (= U+0660 + 9 × 16): the code's offset mod 16 is the digit.
  return text.replace(ARABIC_SCRIPT_DIGIT, (digit) => String((digit.charCodeAt(0) - 0x0660) % 16));
}
