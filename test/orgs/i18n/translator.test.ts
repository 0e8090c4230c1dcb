import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compiledMessages, compileMessage, translatorFor } from '../../../orgs/i18n/compile.ts';
import { createTranslator } from '../../../orgs/i18n/translator.ts';

test('a message without arguments compiles to its text, apostrophes read as ICU reads them', () => {
  assert.is(compileMessage('Name is required.'), 'Name is required.');
  assert.is(compileMessage("The form's address"), "The form's address");
  assert.is(compileMessage("'{'braces'}'"), '{braces}');
});

test('arguments are put in and numbers formatted for the language', () => {
  const messages = { 'rules.tooLong': compileMessage('{label} must be at most {max, number} characters.') };
  assert.is(
    createTranslator('en', messages).t('rules.tooLong' as never, { label: 'Name', max: 1500 }),
    'Name must be at most 1,500 characters.',
  );
  const urdu = { 'rules.tooLong': compileMessage('{label} زیادہ سے زیادہ {max, number} حروف') };
  assert.is(createTranslator('ur', urdu).t('rules.tooLong' as never, { label: 'نام', max: 1500 }), 'نام زیادہ سے زیادہ 1,500 حروف');
});

test('plurals follow the language', () => {
  const messages = { 'x.wait': compileMessage('Wait {seconds, plural, one {# second} other {# seconds}}.') };
  const { t } = createTranslator('en', messages);
  assert.is(t('x.wait' as never, { seconds: 1 }), 'Wait 1 second.');
  assert.is(t('x.wait' as never, { seconds: 30 }), 'Wait 30 seconds.');
});

test('a key the messages lack, or a missing argument, throws an error naming it', () => {
  const { t } = createTranslator('ur', { 'x.a': compileMessage('{name}') });
  assert.throws(() => t('common.languageSwitch'), /ur messages given to this page lack "common\.languageSwitch"/);
  assert.throws(() => t('x.a' as never), /name/);
});

test('a malformed message does not compile', () => {
  assert.throws(() => compileMessage('{label must'), /MALFORMED|EXPECT|UNCLOSED|SyntaxError/i);
});

test('the catalogue translators read the JSON catalogues; a page gets only the areas it asks for', () => {
  assert.is(translatorFor('en').t('common.languageSwitch'), 'Language');
  assert.is(translatorFor('ur').t('common.languageSwitch'), 'زبان');
  assert.equal(Object.keys(compiledMessages('ur', ['common.'])), [
    'common.languageSwitch',
    'common.pageTitle',
    'common.pageDescription',
    'common.pageDescriptionNoPayment',
  ]);
  assert.equal(compiledMessages('ur', ['nothing.']), {});
});

test('in Urdu, an email, an order number or an amount put in as it is reads left to right; a select still matches', () => {
  const messages = {
    'x.paid': compileMessage('{amount} ادا ہو گئے، آرڈر {orderNumber}، {name}'),
    'x.min': compileMessage('{currency, select, USD {کم از کم {minimum} ڈالر} other {کم از کم {minimum} {currency}}}'),
  };
  const { t } = createTranslator('ur', messages);
  assert.is(
    t('x.paid' as never, { amount: 'PKR 2,500', orderNumber: 'JHR-1-2', name: 'عائشہ' }),
    '\u2066PKR 2,500\u2069 ادا ہو گئے، آرڈر \u2066JHR-1-2\u2069، عائشہ',
  );
  assert.is(t('x.min' as never, { currency: 'USD', minimum: '5' }), 'کم از کم \u20665\u2069 ڈالر');
  assert.is(t('x.min' as never, { currency: 'PKR', minimum: '500' }), 'کم از کم \u2066500\u2069 PKR');
  const english = createTranslator('en', { 'x.paid': compileMessage('Paid {amount}, order {orderNumber}') });
  assert.is(english.t('x.paid' as never, { amount: 'PKR 2,500', orderNumber: 'JHR-1-2' }), 'Paid PKR 2,500, order JHR-1-2');
});

test('in Urdu, a number put in as it is reads left to right too; an Urdu or mixed value follows the sentence', () => {
  const messages = { 'x.step': compileMessage('مرحلہ {number} از {count}: {title}') };
  const { t } = createTranslator('ur', messages);
  assert.is(t('x.step' as never, { number: 1, count: 2, title: 'JHR ٹرسٹ' }), 'مرحلہ \u20661\u2069 از \u20662\u2069: JHR ٹرسٹ');
  assert.is(createTranslator('en', messages).t('x.step' as never, { number: 1, count: 2, title: 'x' }), 'مرحلہ 1 از 2: x');
});

test.run();
