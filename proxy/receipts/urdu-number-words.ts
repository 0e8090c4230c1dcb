/**
 * Urdu number words. Every number from 1 to 99 has its own word, fused from the unit and the tens and
 * not guessable from them (21 اکیس, 49 انچاس, 79 اناسی), so they are a table, checked entry by entry
 * against several published counting tables (learners' Urdu lists, the ur-PK locale of the to-words
 * library). Where print has two spellings the table keeps one, by the same rule for every number:
 * - ی where it is pronounced: 51 اکیاون, 81 اکیاسی, 91 اکیانوے (also written اکاون, اکانوے);
 * - no ی where it is not: 53 ترپن, 63 ترسٹھ, 83 تراسی (also written تریپن, تریسٹھ, تریاسی);
 * - ھ for an aspirated sound, ہ for an h of its own: 75 پچھتر (pachhattar), 76 چھہتر (chhihattar),
 *   78 اٹھہتر (athhattar), also written پچہتر, چھیہتر, اٹھتر;
 * - 23 تئیس (also تیئیس), 26 چھبیس (also چھببیس), 6 چھ (also چھے), 99 ننانوے (also نناوے).
 * Urdu letters only (ک U+06A9, ی U+06CC, ہ U+06C1, ھ U+06BE, ے U+06D2), never their Arabic look-alikes
 * (ك, ي, ه), which sort, search and render differently.
 */
import type { NumberWords } from './number-words.ts';

export const URDU_NUMBER_WORDS: NumberWords = {
  // biome-ignore format: ten to a line, so that a word's place is its number
  belowHundred: [
    'صفر', 'ایک', 'دو', 'تین', 'چار', 'پانچ', 'چھ', 'سات', 'آٹھ', 'نو',
    'دس', 'گیارہ', 'بارہ', 'تیرہ', 'چودہ', 'پندرہ', 'سولہ', 'سترہ', 'اٹھارہ', 'انیس',
    'بیس', 'اکیس', 'بائیس', 'تئیس', 'چوبیس', 'پچیس', 'چھبیس', 'ستائیس', 'اٹھائیس', 'انتیس',
    'تیس', 'اکتیس', 'بتیس', 'تینتیس', 'چونتیس', 'پینتیس', 'چھتیس', 'سینتیس', 'اڑتیس', 'انتالیس',
    'چالیس', 'اکتالیس', 'بیالیس', 'تینتالیس', 'چوالیس', 'پینتالیس', 'چھیالیس', 'سینتالیس', 'اڑتالیس', 'انچاس',
    'پچاس', 'اکیاون', 'باون', 'ترپن', 'چون', 'پچپن', 'چھپن', 'ستاون', 'اٹھاون', 'انسٹھ',
    'ساٹھ', 'اکسٹھ', 'باسٹھ', 'ترسٹھ', 'چونسٹھ', 'پینسٹھ', 'چھیاسٹھ', 'سڑسٹھ', 'اڑسٹھ', 'انہتر',
    'ستر', 'اکہتر', 'بہتر', 'تہتر', 'چوہتر', 'پچھتر', 'چھہتر', 'ستتر', 'اٹھہتر', 'اناسی',
    'اسی', 'اکیاسی', 'بیاسی', 'تراسی', 'چوراسی', 'پچاسی', 'چھیاسی', 'ستاسی', 'اٹھاسی', 'نواسی',
    'نوے', 'اکیانوے', 'بانوے', 'ترانوے', 'چورانوے', 'پچانوے', 'چھیانوے', 'ستانوے', 'اٹھانوے', 'ننانوے',
  ],
  hundred: 'سو',
  thousand: 'ہزار',
  lakh: 'لاکھ',
  crore: 'کروڑ',
  arab: 'ارب',
};
