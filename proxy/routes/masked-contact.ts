/**
 * A member's contact details as the lookup may show them to whoever typed a membership ID: enough for
 * the member to recognise their own, too little to harvest (IDs are short and can be stepped through).
 * The renewal itself never needs them back: an email or phone left empty is filled in from PayPro's
 * record by the server.
 */

const HIDDEN = '•••';

/**
 * 'ayesha@textiles.example.com' -> 'a•••@t•••.com': the first character of the mailbox and of the
 * domain, and the domain's last label. '' stays ''; text without an '@' shows only its first character.
 */
export function maskEmail(email: string): string {
  const address = email.trim();
  if (address === '') return '';
  const at = address.lastIndexOf('@');
  if (at <= 0) return `${[...address][0]}${HIDDEN}`;
  const domain = address.slice(at + 1);
  const lastDot = domain.lastIndexOf('.');
  const ending = lastDot > 0 ? domain.slice(lastDot) : '';
  return `${[...address][0]}${HIDDEN}@${[...domain][0] ?? ''}${HIDDEN}${ending}`;
}

/**
 * '0300-1234567' -> '0300•••4567': the first four and last four digits of a number of at least ten
 * digits (a leading '+' kept), else only the last two; '' stays ''.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return '';
  const plus = phone.trim().startsWith('+') ? '+' : '';
  if (digits.length < 10) return `${HIDDEN}${digits.slice(-2)}`;
  return `${plus}${digits.slice(0, 4)}${HIDDEN}${digits.slice(-4)}`;
}
