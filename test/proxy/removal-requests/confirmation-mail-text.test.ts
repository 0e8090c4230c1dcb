/**
 * The words of the removal confirmation email: the org named in the mail's language (its org file's
 * translation), a name it does not translate kept in Latin letters and isolated left to right, English
 * mail naming the org as written, the expiry in Pakistan time (as every time the forms show) for the
 * language's locale.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compiledMessages, translatorFor } from '../../../orgs/i18n/compile.ts';
import { createTranslator } from '../../../orgs/i18n/translator.ts';
import { orgTextsOf } from '../../../orgs/org-languages.ts';
import { confirmationMailText } from '../../../proxy/removal-requests/confirmation-mail-text.ts';
import { platformForms } from '../../orgs/helpers/platform-forms.ts';

const LINK = `https://forms.example.org/api/account-removal/confirm?token=${'A'.repeat(43)}&lang=ur`;
const facts = (orgName: string) => ({ to: 'urdu@example.org', orgName, link: LINK, expiresAt: new Date('2025-03-11T20:15:00Z') });

test("in Urdu the org is named as its org file translates it (orgs/platform.yaml: 'Platform' -> 'پلیٹ فارم')", async () => {
  const { org } = await platformForms('real');
  const translator = createTranslator('ur', compiledMessages('ur', ['removalConfirmation.']), orgTextsOf(org, 'ur'));
  const mail = confirmationMailText(facts(org.displayName), translator);
  assert.is(mail.subject, 'پلیٹ فارم سے اکاؤنٹ ختم کرنے کی درخواست کی تصدیق کریں');
  assert.match(mail.text, 'کسی نے پلیٹ فارم سے اس ای میل ایڈریس (\u2066urdu@example.org\u2069)');
  assert.match(mail.text, `\n${LINK}\n`);
  // 20:15 UTC is 01:15 the next day in Karachi.
  assert.match(mail.text, '12 مارچ، 2025 کو 01:15 AM GMT +5 تک');
  assert.not.match(mail.text, 'UTC');
});

test('a name the org file does not translate stays in Latin letters, isolated; English names the org as written', async () => {
  const { org } = await platformForms('real');
  const urdu = createTranslator('ur', compiledMessages('ur', ['removalConfirmation.']), orgTextsOf(org, 'ur'));
  assert.is(confirmationMailText(facts('Akbar Kare'), urdu).subject, '\u2066Akbar Kare\u2069 سے اکاؤنٹ ختم کرنے کی درخواست کی تصدیق کریں');
  const english = confirmationMailText(facts(org.displayName), translatorFor('en'));
  assert.is(english.subject, 'Confirm your account removal request to Platform');
  assert.match(english.text, 'until 12 March 2025 at 01:15 GMT+5.');
  assert.not.match(english.text, /[\u0600-\u06ff\u2066]/);
});

test.run();
