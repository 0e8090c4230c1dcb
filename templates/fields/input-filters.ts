/**
 * Filters applied to what a donor types, before the value reaches the form's state (the original forms:
 * "Filters": the associates' name keeps letters and spaces, national ID numbers keep at most 13 digits,
 * the amount keeps digits). A controlled input shows the filtered value, so a refused character never
 * appears. The form rules still check the values: a request can skip the page.
 */
import { asciiDigits } from '../../orgs/ascii-digits.ts';
import type { FieldProps } from './field-props.ts';

export type InputFilter = (typed: string) => string;

/** Letters of any script (with the combining marks Urdu uses) and spaces. */
export const lettersAndSpaces: InputFilter = (typed) => typed.replace(/[^\p{L}\p{M} ]/gu, '');

/**
 * Digits only, cut to the first `max` of them when given (e.g. 13 for a CNIC); Urdu and Arabic-Indic
 * digits are kept as the ASCII digits the form sends.
 */
export function digitsOnly(max?: number): InputFilter {
  return (typed) => {
    const digits = asciiDigits(typed).replace(/\D/g, '');
    return max === undefined ? digits : digits.slice(0, max);
  };
}

/** `field` with every typed value passed through `filter` before it is stored. */
export function withFilter(field: FieldProps, filter: InputFilter): FieldProps {
  return { ...field, onValue: (name, typed) => field.onValue(name, filter(typed)) };
}
