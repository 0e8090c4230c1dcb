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
 * '0300-1234567' -> '03•••••••67': the first two and the last two digits of a number of at least seven,
 * one '•' for each digit between, a leading '+' kept ('+92 300 1234567' -> '+92••••••••67'). The first
 * two say only the kind of number (every Pakistani mobile starts 03, an international one with its
 * country code), so the member sees the number's length and its last two digits, and a stranger learns
 * two digits of it. A shorter number shows no digit; '' stays ''.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '•'.repeat(digits.length);
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `${plus}${digits.slice(0, 2)}${'•'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}
