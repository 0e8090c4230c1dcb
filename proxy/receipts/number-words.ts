/**
 * A whole number in words, grouped by the South Asian numbering system (the "Indian numbering system"
 * of most references), which Pakistani cheques, receipts and the Urdu press use: the last three digits
 * (hundreds), then pairs of digits for thousand (10^3), lakh (10^5), crore (10^7) and arab (10^9), as
 * the figures are grouped 12,34,56,78,901: "twelve arab thirty-four crore fifty-six lakh seventy-eight
 * thousand nine hundred one". A count of arab above 99 is itself written in the same words ('one
 * hundred arab', 'one lakh arab'): kharab and larger names are rare in print and no donation comes near
 * them. English puts no "and" inside a number, so that an "and" on a receipt always means that the
 * minor unit follows ("Rupees one hundred five and paisa fifty only"). Browser-safe; exact at any size
 * (bigint).
 */

/** The words one language writes numbers with. */
export interface NumberWords {
  /** 0 to 99, each at its own index (index 0 is zero, written alone only). */
  readonly belowHundred: readonly string[];
  readonly hundred: string;
  readonly thousand: string;
  readonly lakh: string;
  readonly crore: string;
  readonly arab: string;
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** English below a hundred is regular past nineteen: the tens, a hyphen, the unit ('twenty-five'). */
function englishBelowHundred(value: number): string {
  if (value < 10) return UNITS[value]!;
  if (value < 20) return TEENS[value - 10]!;
  const unit = value % 10;
  return unit === 0 ? TENS[value / 10]! : `${TENS[Math.floor(value / 10)]}-${UNITS[unit]}`;
}

/** English number words, lower case, South Asian scale names as Pakistani English writes them. */
export const ENGLISH_NUMBER_WORDS: NumberWords = {
  belowHundred: Array.from({ length: 100 }, (_, value) => englishBelowHundred(value)),
  hundred: 'hundred',
  thousand: 'thousand',
  lakh: 'lakh',
  crore: 'crore',
  arab: 'arab',
};

const ARAB = 1_000_000_000n;

/**
 * `value` (>= 0) in `words`, separated by single spaces: 0 -> 'zero', 125000 -> 'one lakh twenty-five
 * thousand', 2500 -> 'two thousand five hundred'. A group that is zero is left out ('one crore five').
 * Throws RangeError for a negative value.
 */
export function wholeNumberInWords(value: bigint, words: NumberWords): string {
  if (value < 0n) throw new RangeError(`a number in words cannot be negative: ${value}`);
  if (value === 0n) return words.belowHundred[0]!;
  const parts: string[] = [];
  const arab = value / ARAB;
  if (arab > 0n) parts.push(wholeNumberInWords(arab, words), words.arab);
  // Below one arab the value is exact as a double (< 2^53).
  const rest = Number(value % ARAB);
  const groups: [count: number, name: string | undefined][] = [
    [Math.floor(rest / 10_000_000), words.crore],
    [Math.floor(rest / 100_000) % 100, words.lakh],
    [Math.floor(rest / 1_000) % 100, words.thousand],
    [Math.floor(rest / 100) % 10, words.hundred],
    [rest % 100, undefined],
  ];
  for (const [count, name] of groups) {
    if (count === 0) continue;
    parts.push(words.belowHundred[count]!);
    if (name) parts.push(name);
  }
  return parts.join(' ');
}
