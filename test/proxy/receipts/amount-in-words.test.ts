/**
 * A receipt's amount in words: worked examples checked by hand in English and Urdu (units, teens, tens,
 * Urdu's own word for each number to 99, hundreds to arab, paisa, the singular, zero, every currency
 * the forms take and one they do not), the amounts refused, the Urdu table's letters, and two
 * properties on random amounts up to 99 arab: the words read back by a small parser give the amount.
 */
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { amountInWords } from '../../../proxy/receipts/amount-in-words.ts';
import { URDU_NUMBER_WORDS } from '../../../proxy/receipts/urdu-number-words.ts';

function both(amount: string, currency: string, english: string, urdu: string): void {
  assert.is(amountInWords(amount, currency, 'en'), english, `${currency} ${amount} in English`);
  assert.is(amountInWords(amount, currency, 'ur'), urdu, `${currency} ${amount} in Urdu`);
}

test('rupees: the worked examples of a Pakistani receipt', () => {
  both('2500', 'PKR', 'Rupees two thousand five hundred only', 'دو ہزار پانچ سو روپے صرف');
  both('125000', 'PKR', 'Rupees one lakh twenty-five thousand only', 'ایک لاکھ پچیس ہزار روپے صرف');
  both('2500.50', 'PKR', 'Rupees two thousand five hundred and paisa fifty only', 'دو ہزار پانچ سو روپے اور پچاس پیسے صرف');
  both('0.75', 'PKR', 'Paisa seventy-five only', 'پچھتر پیسے صرف');
  both('10000000', 'PKR', 'Rupees one crore only', 'ایک کروڑ روپے صرف');
});

test('units, teens and tens in English', () => {
  const cases: [string, string][] = [
    ['2', 'two'],
    ['7', 'seven'],
    ['10', 'ten'],
    ['11', 'eleven'],
    ['13', 'thirteen'],
    ['19', 'nineteen'],
    ['20', 'twenty'],
    ['21', 'twenty-one'],
    ['40', 'forty'],
    ['58', 'fifty-eight'],
    ['90', 'ninety'],
    ['99', 'ninety-nine'],
  ];
  for (const [amount, words] of cases) assert.is(amountInWords(amount, 'PKR', 'en'), `Rupees ${words} only`);
});

// Hand-checked against Urdu counting tables: all of 1 to 20, every multiple of ten, and a spread of the
// fused numbers between, each ending in every unit at least once and the irregular 49, 59, 69, 79, 89, 99.
// biome-ignore format: several to a line, in order
const URDU_SAMPLES: [number, string][] = [
  [2, 'دو'], [3, 'تین'], [4, 'چار'], [5, 'پانچ'], [6, 'چھ'], [7, 'سات'], [8, 'آٹھ'], [9, 'نو'],
  [10, 'دس'], [11, 'گیارہ'], [12, 'بارہ'], [13, 'تیرہ'], [14, 'چودہ'], [15, 'پندرہ'], [16, 'سولہ'], [17, 'سترہ'],
  [18, 'اٹھارہ'], [19, 'انیس'], [20, 'بیس'], [30, 'تیس'], [40, 'چالیس'], [50, 'پچاس'], [60, 'ساٹھ'], [70, 'ستر'],
  [80, 'اسی'], [90, 'نوے'], [21, 'اکیس'], [22, 'بائیس'], [23, 'تئیس'], [25, 'پچیس'], [26, 'چھبیس'], [27, 'ستائیس'],
  [29, 'انتیس'], [32, 'بتیس'], [34, 'چونتیس'], [36, 'چھتیس'], [38, 'اڑتیس'], [39, 'انتالیس'], [41, 'اکتالیس'], [43, 'تینتالیس'],
  [44, 'چوالیس'], [45, 'پینتالیس'], [47, 'سینتالیس'], [49, 'انچاس'], [51, 'اکیاون'], [53, 'ترپن'], [54, 'چون'], [55, 'پچپن'],
  [58, 'اٹھاون'], [59, 'انسٹھ'], [61, 'اکسٹھ'], [63, 'ترسٹھ'], [64, 'چونسٹھ'], [66, 'چھیاسٹھ'], [67, 'سڑسٹھ'], [68, 'اڑسٹھ'],
  [69, 'انہتر'], [72, 'بہتر'], [73, 'تہتر'], [75, 'پچھتر'], [76, 'چھہتر'], [77, 'ستتر'], [78, 'اٹھہتر'], [79, 'اناسی'],
  [81, 'اکیاسی'], [82, 'بیاسی'], [84, 'چوراسی'], [86, 'چھیاسی'], [87, 'ستاسی'], [89, 'نواسی'], [91, 'اکیانوے'], [92, 'بانوے'],
  [93, 'ترانوے'], [95, 'پچانوے'], [97, 'ستانوے'], [98, 'اٹھانوے'], [99, 'ننانوے'],
];

test("Urdu's own word for each number below a hundred (1 to 20, the tens, a spread of the rest)", () => {
  for (const [value, word] of URDU_SAMPLES) assert.is(amountInWords(String(value), 'PKR', 'ur'), `${word} روپے صرف`, `${value}`);
  assert.is(amountInWords('1', 'PKR', 'ur'), 'ایک روپیہ صرف');
  assert.is(new Set(URDU_SAMPLES.map(([value]) => value)).size, URDU_SAMPLES.length, 'each sample once');
});

test('the Urdu table: a hundred words, all different, in Urdu letters only (not the Arabic ك ي ه)', () => {
  const words = URDU_NUMBER_WORDS.belowHundred;
  assert.is(words.length, 100);
  assert.is(new Set(words).size, 100);
  for (const [value, word] of words.entries()) assert.ok(/^[\u0622-\u063a\u0641-\u0648\u0679-\u06d2]+$/.test(word), `${value}: ${word}`);
  for (const [value, word] of words.entries()) assert.not.ok(/[\u0643\u064a\u0647\u0649]/.test(word), `${value}: ${word}`);
});

test('hundreds and thousands', () => {
  both('100', 'PKR', 'Rupees one hundred only', 'ایک سو روپے صرف');
  both('105', 'PKR', 'Rupees one hundred five only', 'ایک سو پانچ روپے صرف');
  both('999', 'PKR', 'Rupees nine hundred ninety-nine only', 'نو سو ننانوے روپے صرف');
  both('1000', 'PKR', 'Rupees one thousand only', 'ایک ہزار روپے صرف');
  both('1001', 'PKR', 'Rupees one thousand one only', 'ایک ہزار ایک روپے صرف');
  both('99999', 'PKR', 'Rupees ninety-nine thousand nine hundred ninety-nine only', 'ننانوے ہزار نو سو ننانوے روپے صرف');
});

test('lakhs and crores', () => {
  both('100000', 'PKR', 'Rupees one lakh only', 'ایک لاکھ روپے صرف');
  both('1250075', 'PKR', 'Rupees twelve lakh fifty thousand seventy-five only', 'بارہ لاکھ پچاس ہزار پچھتر روپے صرف');
  both('9900000', 'PKR', 'Rupees ninety-nine lakh only', 'ننانوے لاکھ روپے صرف');
  both(
    '12345678',
    'PKR',
    'Rupees one crore twenty-three lakh forty-five thousand six hundred seventy-eight only',
    'ایک کروڑ تئیس لاکھ پینتالیس ہزار چھ سو اٹھہتر روپے صرف',
  );
  both('50000005', 'PKR', 'Rupees five crore five only', 'پانچ کروڑ پانچ روپے صرف');
});

test('arab, and a count of arab above 99 in the same words', () => {
  both('1000000000', 'PKR', 'Rupees one arab only', 'ایک ارب روپے صرف');
  both('99000000001', 'PKR', 'Rupees ninety-nine arab one only', 'ننانوے ارب ایک روپے صرف');
  both(
    '123456789012',
    'PKR',
    'Rupees one hundred twenty-three arab forty-five crore sixty-seven lakh eighty-nine thousand twelve only',
    'ایک سو تئیس ارب پینتالیس کروڑ سڑسٹھ لاکھ نواسی ہزار بارہ روپے صرف',
  );
});

test('paisa: one or two decimals, none when zero', () => {
  both('2500.5', 'PKR', 'Rupees two thousand five hundred and paisa fifty only', 'دو ہزار پانچ سو روپے اور پچاس پیسے صرف');
  both('2500.05', 'PKR', 'Rupees two thousand five hundred and paisa five only', 'دو ہزار پانچ سو روپے اور پانچ پیسے صرف');
  both('2500.00', 'PKR', 'Rupees two thousand five hundred only', 'دو ہزار پانچ سو روپے صرف');
  both('0.01', 'PKR', 'Paisa one only', 'ایک پیسہ صرف');
  both('0.99', 'PKR', 'Paisa ninety-nine only', 'ننانوے پیسے صرف');
});

test('the singular is for exactly one unit', () => {
  both('1', 'PKR', 'Rupee one only', 'ایک روپیہ صرف');
  both('1.50', 'PKR', 'Rupee one and paisa fifty only', 'ایک روپیہ اور پچاس پیسے صرف');
  both('1.01', 'PKR', 'Rupee one and paisa one only', 'ایک روپیہ اور ایک پیسہ صرف');
  both('101', 'PKR', 'Rupees one hundred one only', 'ایک سو ایک روپے صرف');
  both('1000', 'PKR', 'Rupees one thousand only', 'ایک ہزار روپے صرف');
});

test('zero, however written', () => {
  for (const zero of ['0', '0.00', '000', '0.0']) both(zero, 'PKR', 'Rupees zero only', 'صفر روپے صرف');
  both('0', 'USD', 'US dollars zero only', 'صفر امریکی ڈالر صرف');
});

test("every other currency the forms take, by its units' names", () => {
  both('25.50', 'USD', 'US dollars twenty-five and cents fifty only', 'پچیس امریکی ڈالر اور پچاس سینٹ صرف');
  both('1', 'USD', 'US dollar one only', 'ایک امریکی ڈالر صرف');
  both('1', 'EUR', 'Euro one only', 'ایک یورو صرف');
  both('40.01', 'EUR', 'Euros forty and cent one only', 'چالیس یورو اور ایک سینٹ صرف');
  both('2.01', 'GBP', 'Pounds sterling two and penny one only', 'دو برطانوی پاؤنڈ اور ایک پینی صرف');
  both('0.30', 'GBP', 'Pence thirty only', 'تیس پینس صرف');
  both('10.10', 'CAD', 'Canadian dollars ten and cents ten only', 'دس کینیڈین ڈالر اور دس سینٹ صرف');
  both('0.05', 'AUD', 'Cents five only', 'پانچ سینٹ صرف');
  both('1500', 'AUD', 'Australian dollars one thousand five hundred only', 'ایک ہزار پانچ سو آسٹریلوی ڈالر صرف');
  both('100.25', 'AED', 'UAE dirhams one hundred and fils twenty-five only', 'ایک سو اماراتی درہم اور پچیس فلس صرف');
  both('8.8', 'CNY', 'Chinese yuan eight and fen eighty only', 'آٹھ چینی یوآن اور اسی فین صرف');
  both('1.01', 'SAR', 'Saudi riyal one and halala one only', 'ایک سعودی ریال اور ایک ہللہ صرف');
  both('300.15', 'SAR', 'Saudi riyals three hundred and halalas fifteen only', 'تین سو سعودی ریال اور پندرہ ہللے صرف');
});

test('a currency without unit names: its code, the fraction after "point", as many decimals as the currency has', () => {
  both('2000', 'JPY', 'JPY two thousand only', 'دو ہزار \u2066JPY\u2069 صرف');
  both('12.5', 'KWD', 'KWD twelve point five only', 'بارہ اعشاریہ پانچ \u2066KWD\u2069 صرف');
  both('12.125', 'KWD', 'KWD twelve point one two five only', 'بارہ اعشاریہ ایک دو پانچ \u2066KWD\u2069 صرف');
  both('25.50', 'XYZ', 'XYZ twenty-five point five only', 'پچیس اعشاریہ پانچ \u2066XYZ\u2069 صرف');
  both('0.05', 'XYZ', 'XYZ zero point zero five only', 'صفر اعشاریہ صفر پانچ \u2066XYZ\u2069 صرف');
});

/** Asserts that `run` throws a RangeError (by name, not instanceof: uvu may load a second copy of a module) whose message matches `message`. */
function refuses(run: () => unknown, message: RegExp): void {
  assert.throws(run, (error: Error) => error.name === 'RangeError' && message.test(error.message));
}

test('refused: an amount that is not a non-negative plain decimal, or has more decimals than the currency', () => {
  for (const amount of ['-5', '-0', '-0.50', '1e3', '12.345', '', 'abc', '1,000', ' 5', '5 ', '.5', '5.', '+5', '٢٥٠٠', '0x10']) {
    for (const language of ['en', 'ur'] as const) {
      refuses(() => amountInWords(amount, 'PKR', language), /^amount must be a non-negative decimal number with at most 2 decimals/);
    }
  }
  refuses(() => amountInWords('12.345', 'PKR', 'en'), /not "12\.345"$/);
  refuses(() => amountInWords('5.5', 'JPY', 'en'), /at most 0 decimals, like '2500', not "5\.5"/);
  refuses(() => amountInWords('1.2345', 'KWD', 'en'), /at most 3 decimals, like '2500' or '2500\.500'/);
});

test('refused: a currency that is not an ISO 4217 code', () => {
  for (const currency of ['pkr', '', 'Rs', 'RUPEES', 'PK1']) {
    refuses(() => amountInWords('2500', currency, 'en'), /^currency must be an ISO 4217 code of three capital letters/);
  }
});

// The property: random amounts up to 99 arab, read back by a parser that knows only the vocabulary.

const ENGLISH_VALUES = new Map<string, bigint>(
  [
    ...['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
    ...['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
  ].map((word, value) => [word, BigInt(value)]),
);
for (const [index, word] of ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].entries()) {
  ENGLISH_VALUES.set(word, BigInt((index + 2) * 10));
}
const SCALES = new Map<string, bigint>([
  ['thousand', 1_000n],
  ['lakh', 100_000n],
  ['crore', 10_000_000n],
  ['arab', 1_000_000_000n],
]);

/** Number words ('one lakh twenty-five thousand', 'ایک لاکھ پچیس ہزار') as a bigint; throws on a word it does not know. */
function parseNumber(words: string[], values: Map<string, bigint>, hundred: string, scales: Map<string, bigint>): bigint {
  let total = 0n;
  let group = 0n;
  for (const word of words) {
    const value = values.get(word);
    const scale = scales.get(word);
    if (value !== undefined) group += value;
    else if (word === hundred) group *= 100n;
    else if (scale !== undefined) [total, group] = [total + group * scale, 0n];
    else throw new Error(`not a number word: ${word}`);
  }
  return total + group;
}

/** English words of a rupee amount as [rupees, paisa]. */
function parseEnglish(text: string): [bigint, bigint] {
  assert.ok(text.endsWith(' only'), text);
  const amount: [bigint, bigint] = [0n, 0n];
  for (const part of text.slice(0, -' only'.length).toLowerCase().split(' and ')) {
    const [unit, ...words] = part.split(/[ -]/);
    const value = parseNumber(words, ENGLISH_VALUES, 'hundred', SCALES);
    if (unit === 'rupee' || unit === 'rupees') amount[0] = value;
    else if (unit === 'paisa') amount[1] = value;
    else throw new Error(`not a unit: ${unit}`);
  }
  return amount;
}

const URDU_VALUES = new Map(URDU_NUMBER_WORDS.belowHundred.map((word, value) => [word, BigInt(value)]));
const URDU_SCALES = new Map<string, bigint>([
  ['ہزار', 1_000n],
  ['لاکھ', 100_000n],
  ['کروڑ', 10_000_000n],
  ['ارب', 1_000_000_000n],
]);

/** Urdu words of a rupee amount as [rupees, paisa]. */
function parseUrdu(text: string): [bigint, bigint] {
  assert.ok(text.endsWith(' صرف'), text);
  const amount: [bigint, bigint] = [0n, 0n];
  for (const part of text.slice(0, -' صرف'.length).split(' اور ')) {
    const words = part.split(' ');
    const unit = words.pop();
    const value = parseNumber(words, URDU_VALUES, 'سو', URDU_SCALES);
    if (unit === 'روپیہ' || unit === 'روپے') amount[0] = value;
    else if (unit === 'پیسہ' || unit === 'پیسے') amount[1] = value;
    else throw new Error(`not a unit: ${unit}`);
  }
  return amount;
}

/** [rupees up to 99 arab, paisa, the amount as text: paisa as two digits, one ('.5') or none when zero]. */
const rupeeAmounts = fc
  .tuple(
    fc.oneof(fc.bigInt({ min: 0n, max: 99_999_999_999n }), fc.bigInt({ min: 0n, max: 999_999n }), fc.constantFrom(0n, 1n, 100n, 100_000n)),
    fc.oneof(fc.integer({ min: 0, max: 99 }), fc.constantFrom(0, 1, 10, 50)),
    fc.boolean(),
  )
  .map(([rupees, paisa, short]): [bigint, bigint, string] => {
    const fraction = paisa === 0 && short ? '' : short && paisa % 10 === 0 ? `.${paisa / 10}` : `.${String(paisa).padStart(2, '0')}`;
    return [rupees, BigInt(paisa), `${rupees}${fraction}`];
  });

test('property: English words read back give the amount; "zero" only for nothing, one space between words', () => {
  fc.assert(
    fc.property(rupeeAmounts, ([rupees, paisa, amount]) => {
      const words = amountInWords(amount, 'PKR', 'en');
      assert.equal(parseEnglish(words), [rupees, paisa], `${amount}: ${words}`);
      assert.is(/\bzero\b/.test(words), rupees === 0n && paisa === 0n, words);
      assert.ok(/^[A-Z][a-z]*( [a-z]+(-[a-z]+)?)+$/.test(words), words);
    }),
    { numRuns: 2000 },
  );
});

test('property: Urdu words read back give the amount; "صفر" only for nothing, one space between words', () => {
  fc.assert(
    fc.property(rupeeAmounts, ([rupees, paisa, amount]) => {
      const words = amountInWords(amount, 'PKR', 'ur');
      assert.equal(parseUrdu(words), [rupees, paisa], `${amount}: ${words}`);
      assert.is(words.includes('صفر'), rupees === 0n && paisa === 0n, words);
      assert.ok(/^\S+( \S+)*$/.test(words), words);
    }),
    { numRuns: 2000 },
  );
});

test.run();
